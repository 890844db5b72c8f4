// The English words of the product's enumerated codes (a status, a kind, a provider), the one place they are written.
// The frontend's catalogue spreads these tables into its keys (the comment names each key), and the history
// (history/valueWords.ts) names a field's codes with them, so a History tab, the audit trail and the server's CSV
// export say what the screens say. A table keeps the screens' case ("decision pending" on a site's badge); the history
// capitalizes a word that stands alone.

type Words = Readonly<Record<string, string>>;

/** app.activity_log.status */
export const entryStatusWords = {
  draft: 'Draft',
  submitted: 'Submitted for review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
} satisfies Words;

/** app.forms.types */
export const formTypeWords = { evaluation: 'Evaluation', agreement: 'Agreement' } satisfies Words;

/** app.forms.categories */
export const assessmentCategoryWords = {
  self: 'Self',
  trainee: 'Trainee',
  supervisor: 'Supervisor',
  faculty: 'Faculty',
  client: 'Client',
  organization: 'Organization',
  supervision_site: 'Supervision site',
  any: 'Anyone',
  none: 'None',
} satisfies Words;

/** app.forms.statuses */
export const submissionStatusWords = {
  draft: 'Draft',
  submitted: 'Submitted',
  ready: 'Ready',
  'signature required': 'Signature required',
  approved: 'Approved',
  denied: 'Denied',
  reverted: 'Reverted',
} satisfies Words;

/** app.live_sessions.schedule_type (LIVE-17: reading C names the kind on screens) */
export const meetingScheduleTypeWords = {
  now: 'Now',
  scheduled: 'Scheduled',
  recorded: 'Recorded (uploaded)',
  telehealth: 'Telehealth',
} satisfies Words;

/** app.live_sessions.type */
export const meetingTypeWords = { live: 'Live', telehealth: 'Telehealth', uploaded: 'Uploaded' } satisfies Words;

/** app.live_sessions.status */
export const meetingStatusWords = {
  scheduled: 'scheduled',
  started: 'started',
  ended: 'ended',
  canceled: 'canceled',
  archived: 'archived',
} satisfies Words;

/** app.live_sessions.provider */
export const meetingProviderWords = { no_provider: 'Browser video', big_blue_button: 'BigBlueButton' } satisfies Words;

/** app.live_sessions.recording_status (LIVE-20: reading A stored, reading B's words as labels) */
export const recordingStatusWords = {
  unknown: 'unknown',
  auto_recording: 'auto',
  recording: 'recording',
  processing: 'processing',
  processing_error: 'processing error',
  recorded: 'recorded',
  not_recorded: 'not recorded',
} satisfies Words;

/** app.placements.status */
export const placementStatusWords = {
  open: 'open',
  submitted: 'submitted',
  ready: 'ready',
  approved: 'approved',
  denied: 'denied',
  archived: 'archived',
} satisfies Words;

/** app.sites.status */
export const siteStatusWords = {
  pending: 'decision pending',
  approved: 'approved',
  rejected: 'not approved',
  on_hold: 'on hold',
  closed: 'closed',
  expired: 'expired',
} satisfies Words;

/** app.sites.tags.icons: a site tag's icon (a Material icon's name) by what it pictures */
export const siteTagIconWords = {
  label: 'Label',
  local_hospital: 'Hospital',
  school: 'School',
  home: 'Home',
  work: 'Work',
  psychology: 'Psychology',
  child_care: 'Child care',
  accessible: 'Accessibility',
  star: 'Star',
  lock: 'Lock',
} satisfies Words;

/** app.support.status */
export const conversationStatusWords = { open: 'Open', closed: 'Closed' } satisfies Words;

/** app.tasks.status */
export const taskStatusWords = { incomplete: 'Incomplete', complete: 'Complete', dismissed: 'Dismissed' } satisfies Words;

/** app.tasks.repeat: the two a task's form offers (a task that comes back when completed is the history's third) */
export const taskRepeatWords = { single: 'Does not repeat', schedule: 'Repeats' } satisfies Words;

/** resources.organizations.supervision_types */
export const supervisionTypeWords = { admin: 'Admin', academic: 'Academic', clinical: 'Clinical' } satisfies Words;

/** app.integrations.providers */
export const integrationProviderWords = {
  canvas: 'Canvas',
  blackboard: 'Blackboard',
  moodle: 'Moodle',
  brightspace: 'Brightspace',
  google_calendar: 'Google Calendar',
  outlook_calendar: 'Outlook Calendar',
  webhook: 'Webhook',
} satisfies Words;

/** resources.users.statuses */
export const userStatusWords = { active: 'Active', pending: 'Pending', inactive: 'Inactive', graduated: 'Graduated' } satisfies Words;

/** app.positions.statuses: a person's position in one organization */
export const positionStatusWords = {
  active: 'Active',
  pending: 'Pending approval',
  graduated: 'Graduated',
  inactive: 'Inactive',
} satisfies Words;
