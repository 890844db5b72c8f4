import { Avatar, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRoleName } from '../../i18n/dynamicWords';
import { useCurrentUser } from '../../identity/currentUser';

/** Role and organization of the current position, with the organization's logo. */
export const DashboardHeader = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { user } = useCurrentUser();
  const position = user?.current_position;
  if (!position) return <Typography sx={{ mt: 2 }}>{translate('app.dashboard.no_position')}</Typography>;
  const { organization } = position;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, mb: 2 }}>
      <Avatar src={organization.logo_image_url ?? undefined} alt={organization.name} variant="rounded" sx={{ width: 56, height: 56 }}>
        {organization.name.slice(0, 1)}
      </Avatar>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.role_dashboard', { role: roleName(position.role.keyname) })}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {translate('app.dashboard.organization', { organization: organization.name })}
        </Typography>
      </Box>
    </Box>
  );
};
