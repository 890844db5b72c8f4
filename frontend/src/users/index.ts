// The users resource (admin): /admin/users and /admin/users/edit/:id.
import PeopleIcon from '@mui/icons-material/People';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { type AdminUser } from './types';

export { userPaths } from './paths';

export default {
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: AdminUser) => record.name,
};
