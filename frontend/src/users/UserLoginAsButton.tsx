// Log in as this user (admins only; another admin is refused by the server).
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import LoginIcon from '@mui/icons-material/Login';
import { loginAs } from '../session/loginAs';
import { type AdminUser } from './types';

export const UserLoginAsButton = ({ user }: { user?: Pick<AdminUser, 'id' | 'roles' | 'positions'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record: Pick<AdminUser, 'id' | 'roles' | 'positions'> | undefined = useRecordContext<AdminUser>() ?? user;
  if (!record || record.roles?.includes('admin') || record.positions?.some((p) => p.role.keyname === 'admin')) return null;
  return (
    <Button
      label={translate('app.login_as.action')}
      onClick={(event) => {
        event.stopPropagation();
        loginAs(record.id).catch((error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }));
      }}
    >
      <LoginIcon />
    </Button>
  );
};
