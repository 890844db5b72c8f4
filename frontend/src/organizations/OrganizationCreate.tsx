import { Create } from 'react-admin';
import { organizationSettingsSchema } from '@practicum/shared/domain/organizations/commands';
import { OrganizationForm } from './OrganizationForm';
import { organizationPaths } from './paths';
import { defaultDynamicWords, type Organization } from './types';

// The settings' switches start as the server's own defaults (live sessions on): a list copied here missed the
// settings added later, whose switches then started off and sent false, so a new organization had no live sessions.
const defaultValues = {
  supervision_type: 'academic',
  logo_image_url: '',
  dynamic_words: defaultDynamicWords,
  organization_settings: organizationSettingsSchema.parse({}),
  live_retention_days: 30,
  telehealth_retention_days: 30,
};

// After creating, the list: it shows the new organization at once (X-Min-Position).
export const OrganizationCreate = () => (
  <Create<Organization> redirect={() => organizationPaths.list}>
    <OrganizationForm defaultValues={defaultValues} />
  </Create>
);
