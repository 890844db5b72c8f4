// Tamper evidence (issue 20 item 4), admin only, at /admin/tools/audit-verify (GET /api/admin/audit/verify).
import { definePage } from '../../layout/manifest';
import { lazyComponent } from '../../layout/lazyComponent';

const AuditVerifyPage = lazyComponent(() => import('./AuditVerifyPage'), 'AuditVerifyPage');

export const auditVerifyPaths = { page: '/admin/tools/audit-verify' };

export default definePage(auditVerifyPaths.page, AuditVerifyPage);
