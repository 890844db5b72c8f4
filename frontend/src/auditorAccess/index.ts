// Auditor access (issue 20): the grants screen at /audit/grants (reached from the audit trail: the spec's
// menus have no entry for it), and the user menu's items that open and leave an auditor session.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

const AuditorGrantsPage = lazyComponent(() => import('./AuditorGrantsPage'), 'AuditorGrantsPage');

export { AuditorAccessMenuItems } from './AuditorAccessMenuItems';
export { auditorAccessMessages } from './messages';
export const auditorAccessPaths = { list: '/audit/grants' };

export default defineResource({
  name: 'auditor-grants',
  path: auditorAccessPaths.list,
  list: AuditorGrantsPage,
  icon: FactCheckIcon,
  options: { label: 'app.auditor_access.title' },
});
