// The last step of 2FA setup: done, then the dashboard after 10 seconds (AUTH-46).
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';

export const REDIRECT_AFTER_SETUP_MS = 10_000;

export const SetupComplete = ({ method }: { method: 'sms' | 'authenticator' }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_AFTER_SETUP_MS / 1000);
  useEffect(() => {
    const redirect = setTimeout(() => void navigate('/dashboard'), REDIRECT_AFTER_SETUP_MS);
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);
  return (
    <Stack spacing={2} role="status">
      <Alert severity="success">
        <Typography variant="subtitle1" component="h2">
          {translate('app.two_factor.setup.complete_title')}
        </Typography>
        {translate('app.two_factor.setup.complete', { method: translate(`app.two_factor.setup.${method}`) })}
      </Alert>
      <Typography variant="body2">{translate('app.two_factor.setup.redirecting', { seconds })}</Typography>
      <Button variant="contained" onClick={() => void navigate('/dashboard')} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.two_factor.setup.go_to_dashboard')}
      </Button>
    </Stack>
  );
};
