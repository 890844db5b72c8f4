import { Menu, usePermissions } from 'react-admin';
import { type Role } from '@practicum/shared/domain/identity/roles';
import { menuFor } from './menus';

export const AppMenu = () => {
  const { permissions } = usePermissions<Role | undefined>();
  return (
    <Menu>
      {menuFor(permissions).map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
};
