// The rows and changes signup events make, shared by the projector's one-event statements and its batch fold
// (signupFold.ts), so both write the same values. `json` encodes a jsonb value: knex takes it as text
// (JSON.stringify), the batch's JSON rows as the value itself.
import { assertNever } from '@practicum/shared/domain/decider';
import type {
  CountrySupportChanged,
  InviteAccepted,
  InviteEvent,
  InviteLinkCreated,
  InviteLinkEdited,
  InviteLinkEvent,
  InviteResent,
  InviteSent,
  SignupCodeCreated,
  SignupCodeEvent,
  SignupQuestionEvent,
  SignupUserEvent,
  UserSignedUp,
} from '@practicum/shared/domain/signup/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { timestampsAt } from '../runner/writes.js';
import { type JsonbValue } from '../runner/jsonRows.js';

export type SignupReadEvent =
  CountrySupportChanged | SignupCodeEvent | InviteEvent | InviteLinkEvent | SignupQuestionEvent | SignupUserEvent;

export const codeRow = (d: SignupCodeCreated['data'], at: string) => ({
  code: d.code,
  organization_id: d.organizationId,
  role: d.role,
  active: true,
  created_at: at,
});

export const inviteRow = (d: InviteSent['data'], at: string) => ({
  id: d.inviteId,
  organization_id: d.organizationId,
  email: d.email,
  first_name: d.first_name,
  last_name: d.last_name,
  role: d.role,
  invited_by: d.invitedBy,
  status: 'pending',
  sent_at: at,
  created_at: at,
});

/** The columns an event that changes an invite sets. */
export function inviteChanges(event: InviteResent | InviteAccepted, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'InviteResent':
      return { sent_at: at };
    case 'InviteAccepted':
      return { status: 'accepted', accepted_by: event.data.userId, accepted_at: at };
    default:
      return assertNever(event);
  }
}

export const linkRow = (d: InviteLinkCreated['data'], at: string) => ({
  id: d.inviteLinkId,
  organization_id: d.organizationId,
  created_by: d.createdBy,
  ...d.settings,
  uses: 0,
  ...timestampsAt(at),
});

/** The columns a counted use sets: the revision of the link's stream it was, so that a redelivery counts nothing. */
export const countedUse = (recorded: RecordedEvent) => ({ last_use_revision: String(recorded.revision) });

/** Whether a use of the link is one its row has not counted yet. */
export const uncountedUse = (link: { last_use_revision?: unknown }, recorded: RecordedEvent): boolean =>
  link.last_use_revision === null || link.last_use_revision === undefined || BigInt(link.last_use_revision as string) < recorded.revision;

/** The columns an edit of a link sets (the settings it leaves out stay). */
export const linkChanges = (event: InviteLinkEdited, at: string) => ({ ...event.data.changes, updated_at: at });

type QuestionDetails = Extract<SignupQuestionEvent, { type: 'SignupQuestionAdded' | 'SignupQuestionChanged' }>['data']['question'];

/** The columns a question added or changed sets; its values are kept apart, changed by the value events. */
export const questionColumns = (q: QuestionDetails) => ({
  role: q.role,
  section: q.section,
  body: q.body,
  required: q.required,
  ordering: q.ordering,
  fieldtype: q.fieldtype,
});

export type QuestionValue = { id: string; value: string; is_other: boolean };
export type ValueEvent = Extract<SignupQuestionEvent, { type: `SignupQuestionValue${string}` }>;

/** A question's values after a value event. */
export function valuesAfter(event: ValueEvent, values: QuestionValue[]): QuestionValue[] {
  switch (event.type) {
    case 'SignupQuestionValueAdded':
      return [...values.filter((v) => v.id !== event.data.value.id), event.data.value];
    case 'SignupQuestionValueChanged':
      return values.map((v) => (v.id === event.data.value.id ? event.data.value : v));
    case 'SignupQuestionValueRemoved':
      return values.filter((v) => v.id !== event.data.valueId);
    default:
      return assertNever(event);
  }
}

export const responseRow = (d: UserSignedUp['data'], at: string, json: JsonbValue) => ({
  user_id: d.userId,
  organization_id: d.organizationId,
  answers: json(d.answers),
  supervisor_licenses: json(d.supervisor_licenses),
  created_at: at,
});
