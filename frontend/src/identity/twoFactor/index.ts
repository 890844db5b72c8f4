export { TwoFactorSetupPage } from './TwoFactorSetupPage';
export { TokenPage } from './TokenPage';
export { SetupEmailPage } from './SetupEmailPage';
export { AuthCallbackPage } from './AuthCallbackPage';
export { TwoFactorSetupLink } from './TwoFactorSetupLink';
export { rememberTokenStep } from './tokenStep';
export { useSignInProviders } from './providers';
export { twoFactorMessages } from './messages';
