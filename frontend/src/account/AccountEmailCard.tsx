// /account: change the email behind the current password (PUT /api/users/current/email); the server
// mails a verification link to the new address and changes the email only once it is opened
// (/register/verify?email&code&newEmail).
import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, TextInput, email, required, useNotify, useTranslate } from 'react-admin';
import { AccountCard } from './AccountCard';
import { saveAccountForm } from './accountForms';

export const AccountEmailCard = ({ currentEmail }: { currentEmail: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const save = (values: Record<string, unknown>) => {
    const address = (typeof values.email === 'string' ? values.email : '').trim().toLowerCase();
    return saveAccountForm('users/current/email', { email: values.email, current_password: values.current_password }, notify, () => {
      setSentTo(address);
      notify('app.account.email_change_sent', { type: 'success', messageArgs: { email: address } });
    });
  };
  return (
    <AccountCard title="app.account.email_title">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.account.email_current', { email: currentEmail })}
      </Typography>
      {sentTo ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.account.email_change_sent', { email: sentTo })}
        </Alert>
      ) : null}
      <Form key={currentEmail} onSubmit={save} defaultValues={{ email: '', current_password: '' }}>
        <TextInput source="email" type="email" label="app.account.new_email" validate={[required(), email()]} fullWidth />
        <PasswordInput source="current_password" label="app.account.email_password" validate={required()} fullWidth />
        <SaveButton label="app.account.change_email" />
      </Form>
    </AccountCard>
  );
};
