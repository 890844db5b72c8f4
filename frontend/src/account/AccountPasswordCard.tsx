// /account: change the password behind the current one (re-authentication);
// the server applies the password policy and answers field errors. The new password's strength and the policy's
// rules show while it is typed, as on the signup and reset screens.
import { useWatch } from 'react-hook-form';
import { Form, PasswordInput, SaveButton, required, useNotify } from 'react-admin';
import { PasswordStrengthMeter } from '../identity/PasswordStrengthMeter';
import { usePasswordCheck } from '../identity/usePasswordCheck';
import { AccountCard } from './AccountCard';
import { saveAccountForm } from './accountForms';

/** The server's verdict on the new password as typed, judged against this account (its name, its policy). */
const NewPasswordStrength = ({ email }: { email: string }) => {
  const password = (useWatch({ name: 'password' }) as string | undefined) ?? '';
  const verdict = usePasswordCheck(password, email);
  return <PasswordStrengthMeter verdict={verdict?.password === password ? verdict : null} extraStrong={verdict?.extra_strong ?? false} />;
};

export const AccountPasswordCard = ({ email }: { email: string }) => {
  const notify = useNotify();
  const save = (values: Record<string, unknown>) =>
    saveAccountForm('users/current/password', values, notify, () => notify('app.account.password_changed', { type: 'success' }));
  return (
    <AccountCard title="app.account.password_title">
      <Form onSubmit={save} defaultValues={{ current_password: '', password: '', password_confirmation: '' }}>
        <PasswordInput source="current_password" label="app.account.current_password" validate={required()} fullWidth />
        <PasswordInput source="password" label="app.account.new_password" validate={required()} fullWidth />
        <NewPasswordStrength email={email} />
        <PasswordInput source="password_confirmation" label="app.account.password_confirmation" validate={required()} fullWidth />
        <SaveButton label="app.account.change_password" />
      </Form>
    </AccountCard>
  );
};
