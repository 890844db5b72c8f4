// The organizations resource manifest. Admin only; its screens are mounted at
// the spec's URLs (/admin/organizations, .../create, .../edit/:id).
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { defineResource, shownAs } from '../layout/manifest';
import { organizationPaths } from './paths';
import { type Organization } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const OrganizationCreate = lazyComponent(() => import('./OrganizationCreate'), 'OrganizationCreate');
const OrganizationEdit = lazyComponent(() => import('./OrganizationEdit'), 'OrganizationEdit');
const OrganizationList = lazyComponent(() => import('./OrganizationList'), 'OrganizationList');

export { organizationPaths } from './paths';
export * from './types';

export default defineResource<Organization>({
  name: 'organizations',
  path: organizationPaths.list,
  list: OrganizationList,
  edit: OrganizationEdit,
  create: OrganizationCreate,
  routes: { edit: 'edit/:id' },
  ...shownAs('organizations', CorporateFareIcon),
  recordRepresentation: (record) => record.name,
});
