// The users resource (admin): /admin/users and /admin/users/edit/:id.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../layout/manifest';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { userPaths } from './paths';
import { type AdminUser } from './types';

export { userPaths } from './paths';

export default defineResource<AdminUser>({
  name: 'users',
  path: userPaths.list,
  list: UserList,
  edit: UserEdit,
  routes: { edit: 'edit/:id' },
  icon: PeopleIcon,
  options: { label: 'app.menu.user_search' },
  recordRepresentation: (record) => record.name,
});
