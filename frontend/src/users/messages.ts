// English texts of the admin's user details modal and the dashboard's recent users (spec 000 §2.4).
export const userDetailsMessagesEn = {
  title: 'User details',
  pending: 'Pending',
  limited: 'Limited account',
  days_remaining: 'Full access: %{smart_count} day remaining |||| Full access: %{smart_count} days remaining',
  hipaa_trained: 'HIPAA trained',
  hipaa_not_trained: 'HIPAA not trained',
  access_expires: 'Training access expires',
  access_none: 'No access pass',
  training_plan: 'Training plan',
  no_training: 'No current training',
  faculty_supervisor: 'Faculty supervisor',
  placements: 'Current placements',
  no_placements: 'No current placements',
  phone: 'Phone',
  address: 'Address',
  timezone: 'Timezone',
  details: 'Details',
  edit: 'Edit',
  close: 'Close',
};

export const recentUsersMessagesEn = {
  title: 'Recent users',
  logins: 'Login activity',
  signups: 'New users',
  online: 'Currently online',
  nobody_online: 'Nobody is online right now',
  no_logins: 'Nobody has signed in yet',
  no_signups: 'No new users',
  online_limit: 'Showing the first %{count} of %{total} online',
};

export const userGroupMessagesEn = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  status_done: '%{smart_count} user updated |||| %{smart_count} users updated',
  reset_done: 'Password reset sent to %{smart_count} user |||| Password reset sent to %{smart_count} users',
};

/** ADMIN-25: the positions card of /admin/users/edit/:id. */
export const userPositionsMessagesEn = {
  position: '%{role} at %{organization}',
  position_column: 'Position',
  actions: 'Actions',
  remove: 'Remove',
  restore: 'Restore',
  remove_of: 'Remove %{role} at %{organization}',
  restore_of: 'Restore %{role} at %{organization}',
  removed_label: 'Removed',
  removed: 'Position removed',
  restored: 'Position restored',
  confirm_title: 'Remove this position?',
  confirm_content: 'The user will no longer be %{role} at %{organization}. You can restore the position later.',
};

/** The admin's "Erase personal data" on /admin/users/edit/:id and the rebuild that follows. */
/** /admin/tools/erasures: someone with no account, known by the address a signing link was mailed to. */
export const outsideErasureMessagesEn = {
  title: 'Erase someone without an account',
  explain:
    'People asked to sign an agreement through an e-mailed link have no account: they are known by that address. Erasing it destroys, for good, the address, the name given with the link and the signatures typed through it; every agreement keeps its status and dates, and shows "Erased person" in their place. Every read model is then rebuilt in the background. A user with an account is erased from their user page instead.',
  email: 'Their e-mail address',
  done: 'The personal data sent to %{email} has been erased.',
};

export const userErasureMessagesEn = {
  action: 'Erase personal data',
  confirm_title: 'Erase the personal data of %{name}?',
  destroys:
    'Their name, e-mail address, phone, zip, student id, sign-up answers and typed signatures are destroyed for good: every screen, report, export and history will show "Erased person" in their place. Their sign-in, sessions and codes are deleted, and their e-mail address becomes free to register again.',
  keeps:
    'Their hours, approvals, dates and statuses stay, so every report keeps its totals. Every read model is then rebuilt in the background, so no copy of their data remains.',
  final: 'This cannot be undone. The erasure and your reason are recorded in the audit trail.',
  reason: 'Reason',
  reason_help: 'Kept in the audit trail: do not repeat their name. %{count} of at most %{max} characters.',
  confirm: 'Erase for good',
  done: 'Personal data erased; the read models are being rebuilt',
  erased: 'Personal data erased on %{time} by %{by}.',
  rebuilding_label: 'Rebuilding the read models',
  rebuilding: 'Rebuilding the read models: %{finished} of %{total} done (now %{current})',
  rebuilt: 'Every read model has been rebuilt: no copy of their personal data remains.',
  rebuild_failed: 'These read models failed to rebuild and may still hold a copy: %{names}. Rebuild them under Admin tools → Projections.',
};
