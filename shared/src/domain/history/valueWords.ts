// A history value that is a code (a status, a kind, a role) in the words the product's screens use for it, in the
// record's organization's words: "Submitted for review", "Evaluation", "Intern", not "submitted", "evaluation",
// "trainee". The words are the screens' own tables (../codeWords.ts, which the frontend's catalogue spreads), so the
// server's CSV export says what the screens say.
import {
  assessmentCategoryWords,
  conversationStatusWords,
  entryStatusWords,
  formTypeWords,
  integrationProviderWords,
  meetingProviderWords,
  meetingScheduleTypeWords,
  meetingStatusWords,
  meetingTypeWords,
  placementStatusWords,
  positionStatusWords,
  recordingStatusWords,
  siteStatusWords,
  siteTagIconWords,
  submissionStatusWords,
  supervisionTypeWords,
  taskRepeatWords,
  taskStatusWords,
  userStatusWords,
} from '../codeWords.js';
import { capitalized, organizationRoleName, organizationWording, type OrganizationWords } from '../organizations/wording.js';

type Words = Readonly<Record<string, string>>;

/** A table with each word capitalized, as a value stands alone in a history entry ("Decision pending"). */
const standingAlone = (words: Words): Words => Object.fromEntries(Object.entries(words).map(([code, word]) => [code, capitalized(word)]));

/** The screens' words of each field's codes, by the field's path. */
const screensWords: Readonly<Record<string, Words>> = {
  'entry.status': entryStatusWords,
  'form.content.type': formTypeWords,
  'submission.formType': formTypeWords,
  'form.content.assessmentCategory': assessmentCategoryWords,
  'submission.status': submissionStatusWords,
  'meeting.status': meetingStatusWords,
  'meeting.type': meetingTypeWords,
  'meeting.scheduleType': meetingScheduleTypeWords,
  'meeting.provider': meetingProviderWords,
  'meeting.recordingStatus': recordingStatusWords,
  'placement.stage': placementStatusWords,
  'site.status': siteStatusWords,
  'tag.icon': siteTagIconWords,
  'conversation.status': conversationStatusWords,
  'task.status': taskStatusWords,
  // the screens name two of the three: a task that comes back when completed is only the history's
  'task.repeatOn': { ...taskRepeatWords, complete: 'Repeats when completed' },
  'task.assignableType': { CeCourse: 'CE course' },
  'details.supervision_type': supervisionTypeWords,
  'details.provider': integrationProviderWords,
  userStatus: userStatusWords,
};

/** Codes in words by the field's path in its record's folded state (history's field paths, fields.ts). */
export const historyCodeWords: Readonly<Record<string, Words>> = Object.fromEntries(
  Object.entries(screensWords).map(([path, words]) => [path, standingAlone(words)]),
);

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
export const positionStatusInWords = (code: string): string | undefined => (positionStatusWords as Words)[code];
