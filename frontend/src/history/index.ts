// Record history and the audit trail (issue 20): the History tab every record page wraps its details in,
// and /audit (admins: every organization; coordinators: their own).
import HistoryIcon from '@mui/icons-material/History';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// the trail loads when first opened (its own chunk)
const AuditTrailPage = lazyComponent(() => import('./AuditTrailPage'), 'AuditTrailPage');

export { RecordHistoryTabs } from './RecordHistoryTabs';
export { auditMessages, auditResources, historyMessages } from './messages';
export const auditPaths = { list: '/audit' };

export default defineResource({
  name: 'audit',
  path: auditPaths.list,
  list: AuditTrailPage,
  ...shownAs('audit', HistoryIcon),
});
