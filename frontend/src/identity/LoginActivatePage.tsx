// /login/activate (spec 000 §2.1, AUTH-14): a sign-in of a pending account lands
// here with its email; without one, back to /login. Offers to resend the
// verification mail; "verification resent" shows after 3 seconds (000 §8). SIGNUP-71: the pending
// account's 90-day warning, and the success toast "verification sent to the email".
import { Alert, Button, Typography } from '@mui/material';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Login, useTranslate } from 'react-admin';
import { useResendVerification } from '../signup/useResendVerification';
import { FailureAlert, PublicCard } from './PublicCard';
import { shownEmail } from './queryTexts';

const ActivateScreen = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const state = useLocation().state as { email?: string; message?: string } | null;
  const email = search.get('email') ?? state?.email ?? null;
  const { status, failure, resend } = useResendVerification(email ?? '');
  if (!email) return <Navigate to="/login" replace />;

  return (
    <PublicCard title="app.login_activate.title" backToLogin>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {state?.message ?? translate('app.login_activate.not_activated')}
      </Alert>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.login_activate.instructions', {
          // the query's address is shown only when it is one (queryTexts.ts): the page puts it in a sentence
          email: shownEmail(email) ?? translate('app.login_activate.your_address', { _: 'your e-mail address' }),
        })}
      </Typography>
      {/* SIGNUP-71: a pending account is deleted 90 days after it was made */}
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.signup.verify.auto_delete')}
      </Alert>
      <FailureAlert message={failure} />
      {status === 'resent' ? (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {translate('app.login_activate.resent')}
        </Alert>
      ) : (
        <Button variant="contained" fullWidth disabled={status === 'sending'} onClick={() => void resend()}>
          {translate('app.login_activate.resend')}
        </Button>
      )}
    </PublicCard>
  );
};

export const LoginActivatePage = () => (
  <Login>
    <ActivateScreen />
  </Login>
);
