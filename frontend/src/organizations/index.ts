// The organizations resource manifest. Admin only; its screens are mounted at
// the spec's URLs (/admin/organizations, .../create, .../edit/:id) by App.
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { OrganizationCreate } from './OrganizationCreate';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationList } from './OrganizationList';
import { type Organization } from './types';

export { organizationPaths } from './paths';
export * from './types';

export default {
  list: OrganizationList,
  edit: OrganizationEdit,
  create: OrganizationCreate,
  icon: CorporateFareIcon,
  recordRepresentation: (record: Organization) => record.name,
};
