// /password/reset: a placeholder until the reset-by-email flow is built.
import { Button, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Login, useTranslate } from 'react-admin';

const PasswordResetPlaceholder = () => {
  const translate = useTranslate();
  return (
    <CardContent sx={{ maxWidth: 400 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.password_reset.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.password_reset.not_available')}
      </Typography>
      <Button component={Link} to="/login" variant="outlined">
        {translate('app.password_reset.back_to_login')}
      </Button>
    </CardContent>
  );
};

export const PasswordResetPage = () => (
  <Login>
    <PasswordResetPlaceholder />
  </Login>
);
