// The trainee's alert row "complete HIPAA" (spec 001 §2, DASH-15): until the HIPAA course is completed, a
// warning with a link to the course. Non-trainees always count as trained (000 §6).
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../identity/currentUser';

export const HipaaAlert = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (!user || user.hipaa_completed || user.current_position?.role.keyname !== 'trainee') return null;
  return (
    <Alert
      severity="warning"
      data-testid="hipaa-alert"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button component={Link} to="/cecourses/hipaa" color="inherit" size="small" variant="outlined">
          {translate('app.dashboard.hipaa_alert_link')}
        </Button>
      }
    >
      {translate('app.dashboard.hipaa_alert')}
    </Alert>
  );
};
