// A history value that is a code (a status, a kind, a role) in the words the product's screens use for it, in the
// record's organization's words: "Submitted for review", "Evaluation", "Intern", not "submitted", "evaluation",
// "trainee". The words are the screens' own (frontend/src/history/valueWords.unit.test.ts keeps them equal to the
// catalogue's); here so the server's CSV export says what the screens say.
import { organizationRoleName, organizationWording, type OrganizationWords } from '../organizations/wording.js';

type Words = Readonly<Record<string, string>>;

const positionStatuses: Words = { active: 'Active', pending: 'Pending approval', graduated: 'Graduated', inactive: 'Inactive' };
const userStatuses: Words = { active: 'Active', pending: 'Pending', inactive: 'Inactive', graduated: 'Graduated' };

/**
 * Codes in words by the field's path in its record's folded state (history's field paths, fields.ts); each is
 * where a screen names the same codes (the i18n key in the comment).
 */
export const historyCodeWords: Readonly<Record<string, Words>> = {
  // app.activity_log.status
  'entry.status': { draft: 'Draft', submitted: 'Submitted for review', approved: 'Approved', changes_requested: 'Changes requested' },
  // app.forms.types, app.forms.categories, app.forms.statuses
  'form.content.type': { evaluation: 'Evaluation', agreement: 'Agreement' },
  'submission.formType': { evaluation: 'Evaluation', agreement: 'Agreement' },
  'form.content.assessmentCategory': {
    self: 'Self',
    trainee: 'Trainee',
    supervisor: 'Supervisor',
    faculty: 'Faculty',
    client: 'Client',
    organization: 'Organization',
    supervision_site: 'Supervision site',
    any: 'Anyone',
    none: 'None',
  },
  'submission.status': {
    draft: 'Draft',
    submitted: 'Submitted',
    ready: 'Ready',
    'signature required': 'Signature required',
    approved: 'Approved',
    denied: 'Denied',
    reverted: 'Reverted',
  },
  // app.live_sessions.status, type, schedule_type, provider, recording_status
  'meeting.status': { scheduled: 'Scheduled', started: 'Started', ended: 'Ended', canceled: 'Canceled', archived: 'Archived' },
  'meeting.type': { live: 'Live', telehealth: 'Telehealth', uploaded: 'Uploaded' },
  'meeting.scheduleType': { now: 'Now', scheduled: 'Scheduled', recorded: 'Recorded (uploaded)', telehealth: 'Telehealth' },
  'meeting.provider': { no_provider: 'Browser video', big_blue_button: 'BigBlueButton' },
  'meeting.recordingStatus': {
    unknown: 'Unknown',
    auto_recording: 'Auto',
    recording: 'Recording',
    processing: 'Processing',
    processing_error: 'Processing error',
    recorded: 'Recorded',
    not_recorded: 'Not recorded',
  },
  // app.placements.status
  'placement.stage': { open: 'Open', submitted: 'Submitted', ready: 'Ready', approved: 'Approved', denied: 'Denied', archived: 'Archived' },
  // app.sites.status
  'site.status': {
    pending: 'Decision pending',
    approved: 'Approved',
    rejected: 'Not approved',
    on_hold: 'On hold',
    closed: 'Closed',
    expired: 'Expired',
  },
  // app.support.status
  'conversation.status': { open: 'Open', closed: 'Closed' },
  // app.tasks.status, app.tasks.repeat (and a task that comes back when completed)
  'task.status': { incomplete: 'Incomplete', complete: 'Complete', dismissed: 'Dismissed' },
  'task.repeatOn': { single: 'Does not repeat', schedule: 'Repeats', complete: 'Repeats when completed' },
  'task.assignableType': { CeCourse: 'CE course' },
  // app.organizations.supervision_types
  'details.supervision_type': { admin: 'Admin', academic: 'Academic', clinical: 'Clinical' },
  // app.integrations.providers
  'details.provider': {
    canvas: 'Canvas',
    blackboard: 'Blackboard',
    moodle: 'Moodle',
    brightspace: 'Brightspace',
    google_calendar: 'Google Calendar',
    outlook_calendar: 'Outlook Calendar',
    webhook: 'Webhook',
  },
  // app.users.statuses
  userStatus: userStatuses,
};

/** Fields (by their key, the path's last segment) whose values are roles, one or a list. */
const ROLE_KEYS: ReadonlySet<string> = new Set(['role', 'nextRole', 'submitterRole', 'reviewerRoles', 'submitterRoles', 'signerRoles']);

const keyOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);

/** Whether a field's values are roles. */
export const isRoleField = (path: string): boolean => ROLE_KEYS.has(keyOf(path));

/**
 * A code of the field at `path` in words, in the organization's words; undefined when the field has no words for
 * it (free text, or a code the table does not know, which then reads as before).
 */
export function codeInWords(path: string, code: string, words: OrganizationWords): string | undefined {
  if (isRoleField(path)) return organizationRoleName(code, words);
  const word = historyCodeWords[path]?.[code];
  return word === undefined ? undefined : organizationWording(words)(word);
}

/** A position's status (inside a person's positions) in words: "Pending approval". */
export const positionStatusInWords = (code: string): string | undefined => positionStatuses[code];
