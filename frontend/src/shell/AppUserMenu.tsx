// The user menu (spec 001 §2): my account, my organization (not coordinators:
// theirs is in the main menu), supervision profile (supervisor and faculty, once
// that screen exists), the position switcher (more than one position), login-as,
// help, logout.
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ApartmentIcon from '@mui/icons-material/Apartment';
import HelpOutlineIcon from '@mui/icons-material/HelpCenterOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { type ComponentType } from 'react';
import { Logout, UserMenu, useUserMenu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { LoginAsMenuItems } from '../session';
import { useShellLinks } from './links';
import { sortPositions, truncateMenuName } from './positions';
import { userMenuScreens } from '../layout/menus';
import { isServed } from '../areas';
import { useSwitchPosition } from './useSwitchPosition';
import { UserMenuEntry } from './UserMenuEntry';
import { AuditorAccessMenuItems } from '../auditorAccess/AuditorAccessMenuItems';

const LinkItem = ({ to, label, icon: Icon }: { to: string; label: string; icon: ComponentType }) => {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem component={Link} to={to} onClick={onClose}>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};

const PositionSwitcher = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const switchTo = useSwitchPosition();
  if (!user || user.positions.length < 2) return null;
  const currentId = user.current_position?.id;
  return (
    <>
      <Divider />
      <ListSubheader>{translate('app.shell.switch_position')}</ListSubheader>
      {sortPositions(user.positions).map((position) => (
        <UserMenuEntry
          key={position.id}
          selected={position.id === currentId}
          disabled={position.id === currentId || position.status !== 'active'}
          icon={<SwapHorizIcon />}
          onPick={() => void switchTo(position.id)}
          primary={translate(`app.roles.${position.role.keyname}`, { _: position.role.name })}
          secondary={position.organization?.name}
        />
      ))}
      <Divider />
    </>
  );
};

export const AppUserMenu = () => {
  const translate = useTranslate();
  const shellLinks = useShellLinks();
  const { user } = useCurrentUser();
  const role = user?.current_position?.role.keyname;
  return (
    // the button shows the user's name: its accessible name starts with it (WCAG 2.5.3)
    // (no initials avatar here: its letters would be visible text outside the button's accessible name; the
    // avatar shows on /account)
    <UserMenu label={user ? `${truncateMenuName(user.name)} · ${translate('ra.auth.user_menu')}` : undefined}>
      <LinkItem to="/account" label="app.shell.my_account" icon={AccountCircleIcon} />
      {role !== 'coordinator' && role !== 'admin' ? (
        <LinkItem to="/organization" label="app.shell.my_organization" icon={ApartmentIcon} />
      ) : null}
      {(role === 'supervisor' || role === 'faculty') && isServed(userMenuScreens.supervisionProfile.to) ? (
        <LinkItem to={userMenuScreens.supervisionProfile.to} label="app.shell.supervision_profile" icon={AccountCircleIcon} />
      ) : null}
      <PositionSwitcher />
      <AuditorAccessMenuItems />
      <LoginAsMenuItems />
      <MenuItem component="a" href={shellLinks.help} target="_blank" rel="noopener noreferrer">
        <ListItemIcon>
          <HelpOutlineIcon />
        </ListItemIcon>
        <ListItemText>{translate('app.shell.help')}</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
};
