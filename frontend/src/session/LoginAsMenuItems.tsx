// The user menu's login-as list (spec 001 §2): for an admin, a few users to act
// as and a link to all of them; while logged in as someone, the way back.
import { MenuItem, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { loginAs, logoutAs } from './loginAs';

const LOGIN_AS_LIST_SIZE = 5;
/** The menu is placed before the names arrive: wide enough for them from the start, else it ran off the right edge. */
const LOGIN_AS_WIDTH = 260;

interface LoginAsUser {
  id: string;
  name: string;
  roles: string[];
}

const AdminLoginAsItems = ({ onDone }: { onDone?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  const { data = [] } = useGetList<LoginAsUser>('users', {
    pagination: { page: 1, perPage: LOGIN_AS_LIST_SIZE * 2 },
    sort: { field: 'name', order: 'ASC' },
  });
  const candidates = data.filter((u) => !u.roles.includes('admin')).slice(0, LOGIN_AS_LIST_SIZE);
  const fail = (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  return (
    <>
      <ListSubheader sx={{ minWidth: LOGIN_AS_WIDTH }}>{translate('app.login_as.menu')}</ListSubheader>
      {candidates.map((u) => (
        <MenuItem key={u.id} onClick={() => void loginAs(u.id).catch(fail)}>
          <ListItemIcon>
            <SupervisorAccountIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText slotProps={{ primary: { noWrap: true } }} sx={{ maxWidth: LOGIN_AS_WIDTH - 56 }}>
            {u.name}
          </ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onDone?.();
          userMenu?.onClose();
          void navigate('/admin/users');
        }}
      >
        <ListItemText inset>{translate('app.login_as.all_users')}</ListItemText>
      </MenuItem>
    </>
  );
};

export const LoginAsMenuItems = ({ onDone }: { onDone?: () => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.is_impersonating)
    return (
      <MenuItem onClick={() => void logoutAs()}>
        <ListItemIcon>
          <KeyboardReturnIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.login_as.return')}</ListItemText>
      </MenuItem>
    );
  if (user.current_position?.role.keyname !== 'admin') return null;
  return <AdminLoginAsItems onDone={onDone} />;
};
