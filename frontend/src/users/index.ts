// The users resource (admin): /admin/users and /admin/users/edit/:id.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource, shownAs } from '../layout/manifest';
import { userPaths } from './paths';
import { type AdminUser } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const UserEdit = lazyComponent(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyComponent(() => import('./UserList'), 'UserList');

export { userPaths } from './paths';

export default defineResource<AdminUser>({
  name: 'users',
  path: userPaths.list,
  list: UserList,
  edit: UserEdit,
  routes: { edit: 'edit/:id' },
  ...shownAs('user_search', PeopleIcon),
  recordRepresentation: (record) => record.name,
});
