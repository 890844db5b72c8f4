// The admin tools (000 §2.3 /admin/tools and its children, plus the operations screens): one list for the
// /admin/tools page and the admin dashboard's shortcuts (ADMIN-02, ADMIN-05).
export interface AdminToolLink {
  to: string;
  /** Under app.admin_tools.<key> and <key>_help. */
  key: string;
}

export const adminToolLinks: readonly AdminToolLink[] = [
  { to: '/admin/tools/organizations-exports', key: 'organizations_exports' },
  { to: '/admin/tools/trainee-access-reports', key: 'trainee_access_reports' },
  { to: '/admin/tools/registration-code-batches', key: 'registration_code_batches' },
  { to: '/admin/tools/search/access-pass', key: 'access_pass_search' },
  { to: '/admin/tools/signup-questions', key: 'signup_questions' },
  { to: '/admin/tools/supported-countries', key: 'supported_countries' },
  // ADMIN-05 (targets not shown): the queue dashboard is the projections' progress, the log viewer the audit trail
  { to: '/admin/tools/projections', key: 'queue_dashboard' },
  { to: '/audit', key: 'log_viewer' },
  { to: '/admin/tools/dead-letters', key: 'dead_letters' },
  { to: '/admin/tools/mail', key: 'mail' },
  { to: '/admin/tools/erasures', key: 'outside_erasure' },
];
