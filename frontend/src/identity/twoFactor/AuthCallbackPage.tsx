// /auth/callback?provider=…&queryString=… (spec 000 §2.1, AUTH-50): the
// provider's answer, forwarded by the server's redirect URI, is handed to
// POST /api/auth/callback/{provider}?{queryString}; then the dashboard, or the
// token step for a user with two-factor authentication.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Login, useTranslate } from 'react-admin';
import { csrfToken, httpClient } from '../../dataProvider';
import { forgetCurrentUser, startInNewSession } from '../currentUser';
import { failureOf } from './failure';
import { rememberTokenStep } from './tokenStep';

// An answer can be used once: React's development double effects must not send it twice.
const handled = new Set<string>();

const CallbackScreen = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const provider = search.get('provider');
  const queryString = search.get('queryString');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!provider || !/^[a-z]+$/.test(provider) || queryString === null || handled.has(queryString)) return;
    handled.add(queryString);
    httpClient(`/api/auth/callback/${provider}?${queryString}`, { method: 'POST', body: '{}' })
      .then(async ({ json }) => {
        csrfToken.forget();
        rememberTokenStep(json);
        const next = (json as { next?: unknown } | undefined)?.next;
        if (next === '/auth/token') {
          forgetCurrentUser();
          void navigate('/auth/token', { replace: true });
          return;
        }
        await startInNewSession(typeof next === 'string' && next.startsWith('/') ? next : '/dashboard', 'replace');
      })
      .catch((error: unknown) => setFailure(failureOf(error).message));
  }, [provider, queryString, navigate]);

  if (!provider || queryString === null) return <Navigate to="/login" replace />;
  return (
    <CardContent sx={{ minWidth: 320, maxWidth: 420, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(failure ? 'app.two_factor.callback.failed' : 'app.two_factor.callback.title')}
      </Typography>
      {failure ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 2, textAlign: 'left' }}>
            {translate(failure, { _: failure })}
          </Alert>
          <Button component={Link} to="/login" size="small">
            {translate('app.two_factor.callback.back_to_login')}
          </Button>
        </>
      ) : (
        <Box sx={{ py: 2 }}>
          <CircularProgress aria-label={translate('app.two_factor.callback.title')} />
        </Box>
      )}
    </CardContent>
  );
};

export const AuthCallbackPage = () => (
  <Login>
    <CallbackScreen />
  </Login>
);
