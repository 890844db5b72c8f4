// /account: change the email behind the current password (PUT /api/users/current/email);
// the server reserves the new email and sends a notice to the old one.
import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordInput, SaveButton, TextInput, email, required, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser } from '../identity/currentUser';
import { fieldErrorsOf } from './accountForms';

export const AccountEmailCard = ({ currentEmail }: { currentEmail: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = async (values: Record<string, unknown>) => {
    try {
      await httpClient('/api/users/current/email', {
        method: 'PUT',
        body: JSON.stringify({ email: values.email, current_password: values.current_password }),
      });
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return undefined;
    }
    forgetCurrentUser();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    notify('app.account.email_changed', { type: 'success' });
    return undefined;
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.account.email_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.account.email_current', { email: currentEmail })}
        </Typography>
        <Form key={currentEmail} onSubmit={save} defaultValues={{ email: '', current_password: '' }}>
          <TextInput source="email" type="email" label="app.account.new_email" validate={[required(), email()]} fullWidth />
          <PasswordInput source="current_password" label="app.account.email_password" validate={required()} fullWidth />
          <SaveButton label="app.account.change_email" />
        </Form>
      </CardContent>
    </Card>
  );
};
