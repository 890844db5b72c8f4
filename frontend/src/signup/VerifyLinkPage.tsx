// /register/verify?email&code&newEmail (SIGNUP-04, 53, 58): checks the link, uses it, and shows
// the confirmation; a bad link goes to /404 with the server's first error. A link with newEmail is an
// email change's (from /account): using it changes the account's email, and the page says so.
import { useEffect, useState } from 'react';
import { Card, CardContent, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDataProvider, useTranslate } from 'ra-core';
import type { PracticumDataProvider } from '../dataProvider';
import { PublicLayout } from '../shell/PublicLayout';
import { failureOf } from './useWizardCalls';
import { ConfirmStep } from './VerifyStep';

export const VerifyLinkPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const code = search.get('code') ?? '';
  const newEmail = search.get('newEmail');
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const verify = async () => {
      try {
        const change = newEmail ? `&newEmail=${encodeURIComponent(newEmail)}` : '';
        await dataProvider.read(`signup/verification/${encodeURIComponent(email)}?code=${encodeURIComponent(code)}${change}`);
        await dataProvider.command('signup/verify-email', { method: 'POST', body: { email, code, newEmail } });
        if (!cancelled) setVerified(true);
      } catch (error) {
        if (!cancelled) void navigate(`/404?error=${encodeURIComponent(failureOf(error).messages[0] ?? '')}`, { replace: true });
      }
    };
    void verify();
    return () => {
      cancelled = true;
    };
  }, [dataProvider, navigate, email, code, newEmail]);

  return (
    <PublicLayout navigation={false}>
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Card>
          <CardContent>
            {verified && newEmail ? (
              <Stack spacing={2} sx={{ textAlign: 'center' }}>
                <Typography variant="h5" component="h1">
                  {translate('app.account.email_changed')}
                </Typography>
                <Typography>{translate('app.signup.confirm.email_changed', { email: newEmail })}</Typography>
                <Link component={RouterLink} to="/login" variant="button">
                  {translate('app.signup.confirm.login')}
                </Link>
              </Stack>
            ) : verified ? (
              <ConfirmStep email={email} />
            ) : (
              <>
                <Typography variant="h6" component="h1">
                  {translate('app.signup.steps.verify')}
                </Typography>
                <CircularProgress aria-label={translate('app.signup.verify.checking')} />
              </>
            )}
          </CardContent>
        </Card>
      </Container>
    </PublicLayout>
  );
};
