// /password/reset (spec 000 §2.1, AUTH-23, AUTH-24): ask for a reset link; the
// answer is the same whether or not the address is known, shown as a confirmation.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { loginFailureMessages } from './loginFailure';
import { FailureAlert, PublicCard } from './PublicCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PasswordResetRequest = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = !EMAIL.test(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { json } = await httpClient('/api/password/email', { method: 'POST', body: JSON.stringify({ email: email.trim() }) });
      const answer = json as { flash?: string; message?: string } | undefined;
      setSent(answer?.flash ?? answer?.message ?? translate('app.password_reset.sent'));
    } catch (error) {
      // the flash, else the first error (spec 000 §8)
      setFailure(loginFailureMessages(error)[0] ?? translate('app.password_reset.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicCard title="app.password_reset.title" backToLogin>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {sent}
        </Alert>
      ) : (
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.password_reset.instructions')}
          </Typography>
          <FailureAlert message={failure} />
          <TextField
            label={translate('app.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && invalid}
            helperText={touched && invalid ? translate(email ? 'ra.validation.email' : 'ra.validation.required') : ' '}
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="contained" fullWidth disabled={sending} sx={{ mt: 1 }}>
            {translate('app.password_reset.submit')}
          </Button>
        </Box>
      )}
    </PublicCard>
  );
};

export const PasswordResetPage = () => (
  <Login>
    <PasswordResetRequest />
  </Login>
);
