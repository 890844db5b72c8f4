// The supervisor dashboard header's directory parts: accepting trainees yes/no
// with an update link (DASH-41), and a prompt while the directory bio and wants
// are both empty (DASH-44). Both edit on /supervision-profile.
import { Alert, Box, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { profilePaths, useSupervisionProfile } from './profileApi';

export const SupervisorDirectoryStatus = () => {
  const translate = useTranslate();
  const { data: profile } = useSupervisionProfile();
  if (!profile) return null;
  const answer = translate(profile.accepting_trainees ? 'app.supervision_profile.yes' : 'app.supervision_profile.no');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography data-testid="accepting-trainees">
        {translate('app.supervision_profile.header.accepting', { answer })}{' '}
        <Link to={profilePaths.screen}>{translate('app.supervision_profile.header.update')}</Link>
      </Typography>
      {profile.directory_bio.trim() === '' && profile.directory_wants.trim() === '' ? (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={<Link to={profilePaths.screen}>{translate('app.supervision_profile.header.directory_edit')}</Link>}
        >
          {translate('app.supervision_profile.header.directory_empty')}
        </Alert>
      ) : null}
    </Box>
  );
};
