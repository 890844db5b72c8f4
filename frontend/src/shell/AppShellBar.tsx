import { AppBar } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';

export const AppShellBar = () => <AppBar userMenu={<AppUserMenu />} />;
