import { Box } from '@mui/material';
import { BooleanInput } from 'react-admin';
import { organizationSettingKeys } from './types';
import { OrganizationSection } from './OrganizationSection';

export const OrganizationSettingsInputs = () => (
  <>
    <OrganizationSection title="resources.organizations.sections.organization_settings" />
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      {organizationSettingKeys.map((key) => (
        <BooleanInput key={key} source={`organization_settings.${key}`} />
      ))}
    </Box>
  </>
);
