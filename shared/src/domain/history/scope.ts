// Who may read a record's history, by its stream's category: the read scope history stores with every event
// (history_events.read_scope) and every history read follows, the record's history and the audit trail alike.
//   organization: the organization's coordinators and auditors (and admins) read it;
//   person: a person's own record: the person, admins, and the coordinators and auditors of the person's
//     organization(s), each only the events of their own organization (organizations.ts gives each event one);
//   parties: the parties of the record as its own area reads it (a task's creator and assignee, a live session's
//     participants): its description, files and room may name a client, so it is not the organization's to read;
//     a submission's: its submitter (its drafts are theirs); a support thread's: its opener, in the organization
//     they opened it in (MISC-02: a thread is between its opener and the admins);
//   private: the person and admins only (a person's notifications and preferences, an erasure request).
// A category nobody has placed yet is private: a new area's history shows to admins until it says otherwise.
import { attachableRecords, ATTACHMENTS_CATEGORY, type AttachableType } from '../attachments/events.js';
import { canViewMeeting } from '../liveSessions/decider.js';
import type { MeetingState } from '../liveSessions/state.js';
import type { SubmissionState } from '../forms/submission.js';
import type { TaskState } from '../tasks/state.js';
import type { SupportState } from '../support/decider.js';
import { streamParts } from './folds.js';

export const readScopes = ['organization', 'person', 'parties', 'private'] as const;
export type ReadScope = (typeof readScopes)[number];

/** The scopes an organization's coordinators and auditors read in its audit trail (each event has one organization). */
export const organizationTrailScopes: readonly ReadScope[] = ['organization', 'person'];

const categoryScopes: Readonly<Record<string, ReadScope>> = {
  // the organization's own records and settings
  organization: 'organization',
  integration: 'organization',
  site: 'organization',
  site_tag: 'organization',
  site_name: 'organization',
  site_import: 'organization',
  trainingLevel: 'organization',
  trainingLevelName: 'organization',
  trainingPlan: 'organization',
  activityCatalog: 'organization',
  form: 'organization',
  placementRequirement: 'organization',
  placement: 'organization',
  placement_key: 'organization',
  client: 'organization',
  auditorGrant: 'organization',
  invite: 'organization',
  invitePending: 'organization',
  inviteLink: 'organization',
  signupCode: 'organization',
  signupQuestions: 'organization',
  setting: 'organization',
  cecourse: 'organization',
  registrationCodeBatch: 'organization',
  registrationCode: 'organization',
  registrationCodeRedemption: 'organization',
  payment: 'organization',
  organizationCodeCount: 'organization',
  stripeEvent: 'organization',
  // who read protected health information, when: the organization's compliance record (it names no client)
  recordAccess: 'organization',
  // a person's own records
  user: 'person',
  traineeTrainings: 'person',
  supervision_profile: 'person',
  activityEntry: 'person',
  insuranceDocument: 'person',
  traineeAccess: 'person',
  hipaa: 'person',
  ceenrolment: 'person',
  userlockout: 'person',
  impersonation: 'person',
  // records of their parties
  task: 'parties',
  meeting: 'parties',
  // its history holds every draft saved before the signature: the others read the signed submission, not the drafts
  submittedForm: 'parties',
  // a thread is between its opener and the admins, who answer it
  supportConversation: 'parties',
  // the person's and the admins'
  userNotification: 'private',
  notifications: 'private',
  // `notification-preferences-<user>`
  notification: 'private',
  erasure: 'private',
};

/** `attachments-<type>-<id>` → the attachable's own stream (`task-<id>`): a record's files are read as the record. */
export function attachableStream(stream: string): string | null {
  const { category, id } = streamParts(stream);
  if (category !== ATTACHMENTS_CATEGORY) return null;
  const { category: type, id: recordId } = streamParts(id);
  const record = (attachableRecords as Readonly<Record<string, { category: string } | undefined>>)[type as AttachableType];
  return record ? `${record.category}-${recordId}` : null;
}

/** The read scope of a stream's events. */
export function streamReadScope(stream: string): ReadScope {
  const record = attachableStream(stream);
  if (record) return streamReadScope(record);
  return categoryScopes[streamParts(stream).category] ?? 'private';
}

export interface ScopeReader {
  userId: string;
  role: string | null;
  /** The organization the reader acts in (their current position's). */
  organizationId?: string | null;
}

/**
 * Whether the reader is a party of a `parties` record, by the rule its own area reads it with: a task is its
 * creator's and its assignee's (anyone else gets 404 for it), a live session is whom canViewMeeting lets see it, a
 * submission's history (its drafts) its submitter's, a support thread its opener's.
 */
export function isRecordParty(stream: string, state: unknown, reader: ScopeReader): boolean {
  const { category } = streamParts(attachableStream(stream) ?? stream);
  if (category === 'task') {
    const task = state as TaskState | undefined;
    return task?.status === 'active' && (task.task.creatorUserId === reader.userId || task.task.assigneeUserId === reader.userId);
  }
  if (category === 'meeting') {
    const meeting = state as MeetingState | undefined;
    return meeting?.status === 'active' && canViewMeeting(meeting.meeting, reader.userId, reader.role);
  }
  if (category === 'supportConversation') {
    // the support decider's own rule: the opener, acting in the thread's organization
    const thread = state as SupportState | undefined;
    return (
      thread?.status === 'active' &&
      thread.conversation.openedBy.userId === reader.userId &&
      thread.conversation.organizationId === reader.organizationId
    );
  }
  if (category === 'submittedForm') {
    const submission = state as SubmissionState | undefined;
    return submission !== undefined && submission.status !== 'none' && submission.submission.submitterUserId === reader.userId;
  }
  return false;
}
