// /account: change the password behind the current one (re-authentication);
// the server applies the password policy and answers field errors.
import { Form, PasswordInput, SaveButton, required, useNotify } from 'react-admin';
import { AccountCard } from './AccountCard';
import { saveAccountForm } from './accountForms';

export const AccountPasswordCard = () => {
  const notify = useNotify();
  const save = (values: Record<string, unknown>) =>
    saveAccountForm('users/current/password', values, notify, () => notify('app.account.password_changed', { type: 'success' }));
  return (
    <AccountCard title="app.account.password_title">
      <Form onSubmit={save} defaultValues={{ current_password: '', password: '', password_confirmation: '' }}>
        <PasswordInput source="current_password" label="app.account.current_password" validate={required()} fullWidth />
        <PasswordInput source="password" label="app.account.new_password" validate={required()} fullWidth />
        <PasswordInput source="password_confirmation" label="app.account.password_confirmation" validate={required()} fullWidth />
        <SaveButton label="app.account.change_password" />
      </Form>
    </AccountCard>
  );
};
