// 2FA already on: the method in use, and turning it off after re-entering the
// password (POST /api/auth/setup/reset).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../dataProvider';
import { failureOf, fieldErrorsOf } from './failure';
import { useInputState } from '../../layout/useInputState';

export const SetupReset = ({ method, onReset }: { method: 'sms' | 'authenticator'; onReset: () => void }) => {
  const translate = useTranslate();
  const [password, passwordInput] = useInputState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await httpClient('/api/auth/setup/reset', { method: 'POST', body: JSON.stringify({ password }) });
      onReset();
    } catch (failure) {
      setError(fieldErrorsOf(failure).password ?? failureOf(failure).message);
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.two_factor.setup.enabled_method', { method: translate(`app.two_factor.setup.${method}`) })}
      </Alert>
      <Typography variant="subtitle1" component="h2">
        {translate('app.two_factor.setup.reset_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.two_factor.setup.reset_help')}
      </Typography>
      <TextField
        type="password"
        name="password"
        label={translate('app.two_factor.setup.password')}
        {...passwordInput}
        error={Boolean(error)}
        helperText={error ? translate(error, { _: error }) : ' '}
        autoComplete="current-password"
        fullWidth
      />
      <Button type="submit" variant="outlined" color="warning" disabled={!password}>
        {translate('app.two_factor.setup.reset')}
      </Button>
    </Box>
  );
};
