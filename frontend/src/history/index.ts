// Record history and the audit trail (issue 20): the History tab every record page wraps its details in,
// and /audit (admins: every organization; coordinators: their own).
import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../layout/manifest';
import { AuditTrailPage } from './AuditTrailPage';

export { RecordHistoryTabs } from './RecordHistoryTabs';
export { auditMessages, auditResources, historyMessages } from './messages';
export const auditPaths = { list: '/audit' };

export default defineResource({
  name: 'audit',
  path: auditPaths.list,
  list: AuditTrailPage,
  icon: HistoryIcon,
  options: { label: 'app.menu.audit' },
});
