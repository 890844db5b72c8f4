// The timeout re-login modal (spec 000 §4), on routes flagged showTimeoutLogin:
// the password, then the token step with the masked phone when the sign-in asks
// for an auth code. The page stays as it was. Password and token are required
// (AUTH-55): Sign in stays off while empty; failures show as a red list of the
// login messages, as on the sign-in screen.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { csrfToken, httpClient } from '../dataProvider';
import { settleSessionSwitch } from '../identity/currentUser';
import { loginFailureMessages } from '../identity/loginFailure';
import { reloginGate } from './reloginGate';

interface LoginAnswer {
  next?: string | null;
  auth_code_required?: boolean;
  masked_phone?: string;
  phone?: string;
}

export const ReloginDialog = ({ email, onSignedIn, onGiveUp }: { email: string; onSignedIn: () => void; onGiveUp: () => void }) => {
  const translate = useTranslate();
  const [step, setStep] = useState<'password' | 'token'>('password');
  const [value, setValue] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [, rerender] = useState(0);
  const signedInRef = useRef(onSignedIn);
  signedInRef.current = onSignedIn;
  const waiter = useRef({ signedIn: () => signedInRef.current(), changed: () => rerender((n) => n + 1) }).current;
  useEffect(() => reloginGate.join(waiter), [waiter]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
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
      // the page's reads load again once the browser sends the new session
      await settleSessionSwitch();
      reloginGate.signedIn();
    } catch (failure) {
      setErrors(loginFailureMessages(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!reloginGate.isShown(waiter)) return null;
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
          {errors.length > 0 ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <Box component="ul" aria-label={translate('app.session.relogin_errors')} sx={{ m: 0, pl: 2 }}>
                {errors.map((message) => (
                  <li key={message}>{translate(message, { _: message })}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            required
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
