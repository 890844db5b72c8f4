// Invitations and invite links for coordinators and admins (issue 12, SIGNUP-65 … 67).
import { definePage } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const InvitesPage = lazyComponent(() => import('./InvitesPage'), 'InvitesPage');

export default definePage('/invites', InvitesPage);
