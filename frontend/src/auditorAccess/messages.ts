// English texts of auditor access (issue 20). Spread by i18n/en.ts.
export const auditorAccessMessages = {
  title: 'Auditor access',
  intro:
    "An auditor gets read-only access to this organization's audit trail, record history and reports until the date you choose. Nothing can be changed in an auditor session, and the grant and its end are recorded in the audit trail.",
  email: 'Auditor e-mail',
  email_help: 'The e-mail of a registered Practicum user',
  ends_on: 'Access until',
  organization: 'Organization',
  grant: 'Grant access',
  granted: 'Auditor access granted to %{email}',
  auditor: 'Auditor',
  status: 'Status',
  granted_at: 'Granted',
  revoke: 'Revoke',
  revoke_for: 'Revoke the access of %{name}',
  revoke_title: 'Revoke this auditor access?',
  revoke_content:
    '%{name} can no longer read this organization’s audit trail, history or reports; an auditor session open now ends at its next read.',
  statuses: { active: 'Active', ended: 'Ended', revoked: 'Revoked' },
  menu_title: 'Auditor access',
  open: 'Audit %{organization}',
  until: 'until %{date}',
  leave: 'Leave auditor access',
  manage: 'Auditor access',
  none: 'No auditor has been given access yet.',
};
