import { AppBar, LoadingIndicator } from 'react-admin';
import { NotificationBell } from '../notifications';
import { AppUserMenu } from './AppUserMenu';

export const AppShellBar = () => (
  <AppBar
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <NotificationBell />
        <LoadingIndicator />
      </>
    }
  />
);
