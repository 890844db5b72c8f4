// Who reads training reports (TRAIN-50, docs/decisions.md "Reports" and "Who a supervisor supervises"): the trainee
// their own, faculty the trainings they teach, a supervisor the trainings they supervise, the coordinator (and an
// auditor the organization grants) the organization's, the admin all. The SQL is projections/src/reports/reportScope.ts.
import type { Role } from '../../access/roles.js';

export const reportReaders = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee', 'auditor'] as const satisfies readonly Role[];

export const readsReports = (role: string | null | undefined): boolean => (reportReaders as readonly string[]).includes(role ?? '');
