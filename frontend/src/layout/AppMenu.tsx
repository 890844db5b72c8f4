import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { type Role } from '@practicum/shared/access/roles';
import { useCurrentUser } from '../identity/currentUser';
import { isServed } from '../areas';
import { menuFor, type MenuEntry } from './menus';
import { useCanWrite } from '../session/useCanWrite';

/** Consecutive entries under the same heading (none for the top entries). */
function sections(entries: MenuEntry[]): { group?: string; entries: MenuEntry[] }[] {
  const result: { group?: string; entries: MenuEntry[] }[] = [];
  for (const entry of entries) {
    const last = result[result.length - 1];
    if (last && last.group === entry.group) last.entries.push(entry);
    else result.push({ group: entry.group, entries: [entry] });
  }
  return result;
}

const Item = ({ to, label, icon: Icon }: MenuEntry) => <Menu.Item to={to} primaryText={label} leftIcon={<Icon />} />;

// A heading and its entries form a named group: a menu may hold menu items and
// groups only (WCAG 1.3.1), not bare headings.
export const AppMenu = () => {
  const { permissions } = usePermissions<Role | undefined>();
  const { user } = useCurrentUser();
  const translate = useTranslate();
  const liveSessionsAllowed = user?.current_position?.live_sessions_allowed;
  const canWrite = useCanWrite();
  const entries = menuFor(permissions, { liveSessionsAllowed, isServed, canWrite: user ? canWrite : undefined });
  return (
    <Menu>
      {sections(entries).map(({ group, entries: items }) =>
        group ? (
          <div role="group" aria-labelledby={`menu-${group}`} key={group}>
            <ListSubheader component="div" id={`menu-${group}`} disableSticky>
              {translate(group)}
            </ListSubheader>
            {items.map((item) => (
              <Item key={item.to} {...item} />
            ))}
          </div>
        ) : (
          items.map((item) => <Item key={item.to} {...item} />)
        ),
      )}
    </Menu>
  );
};
