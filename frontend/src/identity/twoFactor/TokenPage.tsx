// /auth/token (spec 000 §2.1, AUTH-49): the second step of a sign-in with
// two-factor authentication. Instructions name the method (and the masked
// phone); the code goes to PUT /api/auth/token.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { Login, useTranslate } from 'react-admin';
import { httpClient } from '../../dataProvider';
import { startInNewSession } from '../currentUser';
import { CodeInput } from './CodeInput';
import { failureOf } from './failure';
import { forgetTokenStep, tokenStep } from './tokenStep';

const TokenForm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const step = tokenStep();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const instructions =
    step?.method === 'sms' && step.phone
      ? translate('app.two_factor.token.instructions_sms', { phone: step.phone })
      : step?.method === 'authenticator'
        ? translate('app.two_factor.token.instructions_authenticator')
        : translate('app.two_factor.token.instructions');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const { json } = await httpClient('/api/auth/token', { method: 'PUT', body: JSON.stringify({ token: code }) });
      forgetTokenStep();
      const next = (json as { next?: unknown } | undefined)?.next;
      await startInNewSession(typeof next === 'string' && next.startsWith('/') ? next : '/dashboard');
    } catch (error) {
      const { message, next } = failureOf(error);
      setSending(false);
      if (next) {
        forgetTokenStep();
        void navigate(next, { state: { message } });
        return;
      }
      setFailure(message);
    }
  };

  return (
    <CardContent sx={{ minWidth: 320, maxWidth: 420 }}>
      <Typography variant="h5" component="h1" align="center" gutterBottom>
        {translate('app.two_factor.token.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="token-instructions">
        {instructions}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(failure, { _: failure })}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <CodeInput value={code} onChange={setCode} label="app.two_factor.token.code" />
        <Button type="submit" variant="contained" fullWidth disabled={sending || code.length !== 6}>
          {translate('app.two_factor.token.submit')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={Link} to="/login" size="small">
          {translate('app.two_factor.token.back_to_login')}
        </Button>
      </Box>
    </CardContent>
  );
};

export const TokenPage = () => (
  <Login>
    <TokenForm />
  </Login>
);
