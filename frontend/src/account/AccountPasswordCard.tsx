// /account: change the password behind the current one (re-authentication);
// the server applies the password policy and answers field errors.
import { Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, required, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';

export const AccountPasswordCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      await httpClient('/api/users/current/password', { method: 'PUT', body: JSON.stringify(values) });
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return undefined;
    }
    notify('app.account.password_changed', { type: 'success' });
    return undefined;
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.account.password_title')}
        </Typography>
        <Form onSubmit={save} defaultValues={{ current_password: '', password: '', password_confirmation: '' }}>
          <PasswordInput source="current_password" label="app.account.current_password" validate={required()} fullWidth />
          <PasswordInput source="password" label="app.account.new_password" validate={required()} fullWidth />
          <PasswordInput source="password_confirmation" label="app.account.password_confirmation" validate={required()} fullWidth />
          <SaveButton label="app.account.change_password" />
        </Form>
      </CardContent>
    </Card>
  );
};
