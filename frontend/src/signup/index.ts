// Joining Practicum (issue 12): the signup wizard's public screens; the invitation screens
// for coordinators are in ../invites.
export { SignupByCodePage, SignupByInviteLinkPage, SignupByInvitePage } from './SignupWizard';
export { VerifyLinkPage } from './VerifyLinkPage';
export { NotFoundPage } from './NotFoundPage';
