// /login (spec 000 §2.1): email, password, forgot-password link, Google sign-in.
// A failed sign-in lists the server's messages in a red alert (000 §8).
import { useState } from 'react';
import { Alert, Box, Button, CardContent, Divider, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Form, Login, PasswordInput, SaveButton, TextInput, email, required, useLogin, useTranslate } from 'react-admin';
import { type LoginCredentials, loginFailureMessages, loginFailureNext } from './loginFailure';
import { LoginQueryAlerts } from './LoginQueryAlerts';
import { useSignInProviders } from './twoFactor/providers';

const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failures, setFailures] = useState<string[]>(() => {
    // a step that sent the browser back here (the 2FA token step, a third-party callback) names why
    const message = (location.state as { message?: unknown } | null)?.message;
    return typeof message === 'string' && location.pathname === '/login' ? [message] : [];
  });
  const providers = useSignInProviders();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const afterLogin = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/dashboard';

  const submit = async (values: Partial<LoginCredentials>) => {
    setFailures([]);
    try {
      await login({ email: values.email, password: values.password }, afterLogin);
    } catch (error) {
      // a failure naming a next screen goes there with its message (AUTH-07), e.g. /login/activate
      const next = loginFailureNext(error);
      if (next) return void navigate(next.path, { state: { message: loginFailureMessages(error)[0], email: next.email } });
      setFailures(loginFailureMessages(error));
    }
  };

  return (
    <CardContent sx={{ minWidth: 320, maxWidth: 400 }}>
      <Typography variant="h5" component="h1" align="center" gutterBottom>
        {translate('app.login.title')}
      </Typography>
      <LoginQueryAlerts search={search} />
      {failures.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failures.map((failure) => (
              <li key={failure}>{translate(failure, { _: failure })}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="username"
          validate={[required(), email()]}
          fullWidth
          autoFocus
        />
        <PasswordInput source="password" label="app.login.password" autoComplete="current-password" validate={required()} fullWidth />
        <SaveButton label="app.login.submit" icon={<></>} fullWidth alwaysEnable variant="contained" sx={{ mt: 1 }} />
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to="/password/reset">
          {translate('app.login.forgot_password')}
        </MuiLink>
      </Box>
      {/* only when Google sign-in is configured (GET /api/auth/providers) */}
      {providers?.google ? (
        <>
          <Divider sx={{ my: 2 }}>{translate('app.login.or')}</Divider>
          <Button href="/auth/redirect/google" variant="outlined" fullWidth>
            {translate('app.login.google')}
          </Button>
        </>
      ) : null}
    </CardContent>
  );
};

export const LoginPage = () => (
  <Login>
    <LoginForm />
  </Login>
);
