import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { type Role } from '@practicum/shared/domain/identity/roles';
import { useCurrentUser } from '../identity/currentUser';
import { menuFor } from './menus';

export const AppMenu = () => {
  const { permissions } = usePermissions<Role | undefined>();
  const { user } = useCurrentUser();
  const translate = useTranslate();
  const liveSessionsAllowed = (user?.current_position as { live_sessions_allowed?: boolean } | null | undefined)?.live_sessions_allowed;
  const entries = menuFor(permissions, { liveSessionsAllowed });
  return (
    <Menu>
      {entries.map(({ to, label, icon: Icon, group }, index) => (
        <Fragment key={to}>
          {group && group !== entries[index - 1]?.group ? <ListSubheader disableSticky>{translate(group)}</ListSubheader> : null}
          <Menu.Item to={to} primaryText={label} leftIcon={<Icon />} />
        </Fragment>
      ))}
    </Menu>
  );
};
