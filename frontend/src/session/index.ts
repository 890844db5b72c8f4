export { SessionShell } from './SessionShell';
export { LoginAsMenuItems } from './LoginAsMenuItems';
export { loginAs, logoutAs } from './loginAs';
export { setSessionBusy } from './activity';
export { useCanWrite, WhenCanWrite, readOnlyReason } from './useCanWrite';
