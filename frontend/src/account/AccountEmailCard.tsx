// /account: change the email behind the current password (PUT /api/users/current/email);
// the server reserves the new email and sends a notice to the old one.
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordInput, SaveButton, TextInput, email, required, useNotify, useTranslate } from 'react-admin';
import { forgetCurrentUser } from '../identity/currentUser';
import { AccountCard } from './AccountCard';
import { saveAccountForm } from './accountForms';

export const AccountEmailCard = ({ currentEmail }: { currentEmail: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = (values: Record<string, unknown>) =>
    saveAccountForm('users/current/email', { email: values.email, current_password: values.current_password }, notify, async () => {
      forgetCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      notify('app.account.email_changed', { type: 'success' });
    });
  return (
    <AccountCard title="app.account.email_title">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.account.email_current', { email: currentEmail })}
      </Typography>
      <Form key={currentEmail} onSubmit={save} defaultValues={{ email: '', current_password: '' }}>
        <TextInput source="email" type="email" label="app.account.new_email" validate={[required(), email()]} fullWidth />
        <PasswordInput source="current_password" label="app.account.email_password" validate={required()} fullWidth />
        <SaveButton label="app.account.change_email" />
      </Form>
    </AccountCard>
  );
};
