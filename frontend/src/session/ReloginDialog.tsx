// The timeout re-login modal (spec 000 §4), on routes flagged showTimeoutLogin:
// the password, then the token step with the masked phone when the sign-in asks
// for an auth code. The page stays as it was.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { csrfToken, httpClient } from '../dataProvider';
import { forgetCurrentUser } from '../identity/currentUser';

interface LoginAnswer {
  next?: string | null;
  auth_code_required?: boolean;
  masked_phone?: string;
  phone?: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const ReloginDialog = ({ email, onSignedIn, onGiveUp }: { email: string; onSignedIn: () => void; onGiveUp: () => void }) => {
  const translate = useTranslate();
  const [step, setStep] = useState<'password' | 'token'>('password');
  const [value, setValue] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'password') {
        csrfToken.forget();
        const { json } = await httpClient('/api/login', { method: 'POST', body: JSON.stringify({ email, password: value }) });
        const answer = (json ?? {}) as LoginAnswer;
        if (answer.auth_code_required || (typeof answer.next === 'string' && answer.next.includes('auth/token'))) {
          setPhone(answer.masked_phone ?? answer.phone ?? null);
          setStep('token');
          setValue('');
          return;
        }
      } else {
        await httpClient('/api/auth/token', { method: 'PUT', body: JSON.stringify({ token: value }) });
      }
      forgetCurrentUser();
      onSignedIn();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open aria-labelledby="relogin-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="relogin-title">{translate('app.session.relogin_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {step === 'password'
              ? translate('app.session.relogin_message', { email })
              : translate('app.session.token_message', { phone: phone ?? '' })}
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            type={step === 'password' ? 'password' : 'text'}
            label={translate(step === 'password' ? 'app.login.password' : 'app.session.token')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete={step === 'password' ? 'current-password' : 'one-time-code'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onGiveUp}>{translate('app.session.logout')}</Button>
          <Button type="submit" variant="contained" disabled={busy || value === ''}>
            {translate('app.login.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
