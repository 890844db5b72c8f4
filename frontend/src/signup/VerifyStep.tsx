// Verify and confirm (SIGNUP-49 … 54, 71): the pending account is asked to open its mail, may
// have it resent ("verification resent" after 3 seconds), and is told of the 90-day deletion.
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { Confetti } from '../layout/Confetti';
import { useResendVerification } from './useResendVerification';

export const VerifyStep = ({ email, onError }: { email: string; onError: (messages: string[]) => void }) => {
  const translate = useTranslate();
  const { status, resend } = useResendVerification(email, (message) => onError([message]));
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.signup.verify.instructions', { email })}</Typography>
      <Alert severity="warning">{translate('app.signup.verify.auto_delete')}</Alert>
      {status === 'resent' ? (
        <Alert severity="success" role="status">
          {translate('app.signup.verify.resent')}
        </Alert>
      ) : (
        <Button variant="outlined" disabled={status === 'sending'} onClick={() => void resend()}>
          {translate('app.signup.verify.resend')}
        </Button>
      )}
    </Stack>
  );
};

export const ConfirmStep = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        {translate('app.signup.confirm.title')}
      </Typography>
      <Typography>{translate('app.signup.confirm.verified', { email })}</Typography>
      <Link component={RouterLink} to="/login" variant="button">
        {translate('app.signup.confirm.login')}
      </Link>
      {/* a verified account is the end of joining: the page-wide confetti (000 §9) */}
      <Confetti variant="page" />
    </Stack>
  );
};
