// /auth/setup/email (spec 000 §2.1, AUTH-48): shows the confirmation message it
// is given (navigation state or ?message=); without one there is nothing to
// confirm, so back to /login. The query's words are never shown: the page's own confirmation is (queryTexts.ts).
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Login, useTranslate } from 'react-admin';
import { setupEmailText } from '../queryTexts';

const SetupEmailScreen = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const state = useLocation().state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : setupEmailText(search.get('message'));
  if (!message) return <Navigate to="/login" replace />;
  return (
    <CardContent sx={{ minWidth: 320, maxWidth: 420 }}>
      <Typography variant="h5" component="h1" align="center" gutterBottom>
        {translate('app.two_factor.setup_email.title')}
      </Typography>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {translate(message, { _: message })}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <Button component={Link} to="/login" size="small">
          {translate('app.two_factor.setup_email.back_to_login')}
        </Button>
      </Box>
    </CardContent>
  );
};

export const SetupEmailPage = () => (
  <Login>
    <SetupEmailScreen />
  </Login>
);
