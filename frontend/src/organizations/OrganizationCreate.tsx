import { Create } from 'react-admin';
import { OrganizationForm } from './OrganizationForm';
import { organizationPaths } from './paths';
import { defaultDynamicWords, type Organization } from './types';

const defaultValues = {
  supervision_type: 'academic',
  logo_image_url: '',
  dynamic_words: defaultDynamicWords,
  organization_settings: {
    allow_trainee_code_purchase: false,
    require_trainee_insurance: false,
    enable_stronger_passwords: false,
    show_welcome: true,
  },
  live_retention_days: 30,
  telehealth_retention_days: 30,
};

// After creating, the list: it shows the new organization at once (X-Min-Position).
export const OrganizationCreate = () => (
  <Create<Organization> redirect={() => organizationPaths.list}>
    <OrganizationForm defaultValues={defaultValues} />
  </Create>
);
