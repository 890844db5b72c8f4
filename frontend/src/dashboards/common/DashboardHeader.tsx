import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRoleName } from '../../i18n/dynamicWords';
import { useCurrentUser } from '../../identity/currentUser';
import { OrganizationLogo } from '../../theme';
import { DashboardHeaderLinks } from './DashboardHeaderLinks';
import { PhotoPrompt } from './PhotoPrompt';

/** Role and organization of the current position, with the organization's logo, the role's header links and the photo prompt. */
export const DashboardHeader = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { user } = useCurrentUser();
  const position = user?.current_position;
  if (!position) return <Typography sx={{ mt: 2 }}>{translate('app.dashboard.no_position')}</Typography>;
  // null only while the organizations projection has not caught up with the position
  const organization = position.organization ?? { name: '', logo_image_url: null };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, mb: 2 }}>
        <OrganizationLogo name={organization.name} logoUrl={organization.logo_image_url} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {translate('app.dashboard.role_dashboard', { role: roleName(position.role.keyname) })}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary">
            {translate('app.dashboard.organization', { organization: organization.name })}
          </Typography>
          <DashboardHeaderLinks />
        </Box>
      </Box>
      <PhotoPrompt />
    </>
  );
};
