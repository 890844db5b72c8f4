// /password/update/:token?email=… (spec 000 §2.1, AUTH-25..29): a new password
// with a strength meter fed by the server 500 ms after typing, a show/hide
// toggle and a confirmation; submission blocked while anything is invalid.
import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Typography, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Login, useTranslate } from 'react-admin';
import { minimumLength } from '@practicum/shared/domain/identity/passwordPolicy';
import { httpClient } from '../dataProvider';
import { loginFailureMessages } from './loginFailure';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { FailureAlert, PublicCard } from './PublicCard';
import { usePasswordCheck } from './usePasswordCheck';

/** One of the form's two new-password fields: the toggle shows or hides both together. */
const NewPasswordField = ({ visible, onValue, ...props }: TextFieldProps & { visible: boolean; onValue: (value: string) => void }) => (
  <TextField
    {...props}
    type={visible ? 'text' : 'password'}
    autoComplete="new-password"
    onChange={(event) => onValue(event.target.value)}
    fullWidth
  />
);

const PasswordUpdateForm = ({ token, email }: { token: string; email: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const verdict = usePasswordCheck(password, email, { token });
  const extraStrong = verdict?.extra_strong ?? false;
  const current = verdict?.password === password ? verdict : null;
  const mismatch = confirmation !== '' && confirmation !== password;
  const blocked = submitting || !current?.valid || password.length < minimumLength(extraStrong) || confirmation !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { json } = await httpClient('/api/password/reset', {
        method: 'POST',
        body: JSON.stringify({ email, token, password, password_confirmation: confirmation }),
      });
      const answer = json as { next?: string; flash?: string } | undefined;
      const next = answer?.next ?? '/login';
      void navigate(answer?.flash ? `${next}?success=${encodeURIComponent(answer.flash)}` : next);
    } catch (error) {
      setFailure(loginFailureMessages(error)[0] ?? translate('app.password_reset.failed'));
      setSubmitting(false);
    }
  };

  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={translate(visible ? 'app.password_update.hide' : 'app.password_update.show')}
        onClick={() => setVisible(!visible)}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <PublicCard title="app.password_update.title" maxWidth={420}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {email}
      </Typography>
      <FailureAlert message={failure} />
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordField
          label={translate('app.password_update.password')}
          name="password"
          visible={visible}
          value={password}
          onValue={setPassword}
          slotProps={{ input: { endAdornment: toggle } }}
          autoFocus
        />
        <PasswordStrengthMeter verdict={current} extraStrong={extraStrong} />
        <NewPasswordField
          label={translate('app.password_update.confirmation')}
          name="password_confirmation"
          visible={visible}
          value={confirmation}
          onValue={setConfirmation}
          error={mismatch}
          helperText={mismatch ? translate('app.password_update.mismatch') : ' '}
        />
        <Button type="submit" variant="contained" fullWidth disabled={blocked} sx={{ mt: 1 }}>
          {translate('app.password_update.submit')}
        </Button>
      </Box>
    </PublicCard>
  );
};

const PasswordUpdateScreen = () => {
  const { token } = useParams();
  const [search] = useSearchParams();
  const email = search.get('email');
  // the screen needs an email in the query; without one, ask for a new link
  if (!email || !token) return <Navigate to="/password/reset" replace />;
  return <PasswordUpdateForm token={token} email={email} />;
};

export const PasswordUpdatePage = () => (
  <Login>
    <PasswordUpdateScreen />
  </Login>
);
