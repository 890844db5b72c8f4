// A link to /auth/setup for the account page (spec 000 §2.1), named for what it does there: setting up, or (when
// on) changing the method or turning it off.
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export const TwoFactorSetupLink = ({ on }: { on: boolean }) => {
  const translate = useTranslate();
  return (
    // beside the status chip on a phone, the label stays on one line
    <Button component={Link} to="/auth/setup" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {translate(on ? 'app.two_factor.link_on' : 'app.two_factor.link')}
    </Button>
  );
};
