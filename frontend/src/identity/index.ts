export { authProvider } from './authProvider';
export { LoginPage } from './LoginPage';
export { useCurrentUser, type CurrentUser, type CurrentPosition } from './currentUser';
