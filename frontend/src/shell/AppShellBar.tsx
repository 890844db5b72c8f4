import { AppBar, LoadingIndicator } from 'react-admin';
import { NotificationBell } from '../notifications';
import { AppUserMenu } from './AppUserMenu';
import { OrganizationBrand } from './OrganizationBrand';

export const AppShellBar = () => (
  <AppBar
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <NotificationBell />
        <LoadingIndicator />
      </>
    }
  >
    <OrganizationBrand />
  </AppBar>
);
