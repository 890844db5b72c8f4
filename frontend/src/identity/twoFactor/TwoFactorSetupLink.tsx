// A link to /auth/setup for the account page (spec 000 §2.1).
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export const TwoFactorSetupLink = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/auth/setup" variant="outlined">
      {translate('app.two_factor.link')}
    </Button>
  );
};
