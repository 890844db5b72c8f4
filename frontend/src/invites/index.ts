// Invitations and invite links for coordinators and admins (issue 12, SIGNUP-65 … 67).
import { definePage } from '../layout/manifest';
import { InvitesPage } from './InvitesPage';

export default definePage('/invites', InvitesPage);
