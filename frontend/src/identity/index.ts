export { authProvider } from './authProvider';
export { LoginPage } from './LoginPage';
export { PasswordResetPage } from './PasswordResetPage';
export { useCurrentUser, type CurrentUser, type CurrentPosition } from './currentUser';
