// Which fields of which events are personal data (issue 20 item 5): encrypted with the key of the person
// named by the event's `userId` (or the type's own subject field), so that destroying that key erases them
// everywhere the events are replayed.
// A path's segments are object keys; `*` walks every element of an array.
import { OUTSIDE_PERSON_PREFIX, outsidePersonSubject } from './emailStream.js';

export const personalFields: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['first_name', 'last_name', 'email'],
  UserEmailReserved: ['email'],
  UserEmailReleased: ['email'],
  UserDetailsChanged: ['changes.first_name', 'changes.last_name', 'changes.phone'],
  UserEmailChanged: ['oldEmail', 'newEmail'],
  UserEmailVerified: ['email'],
  UnverifiedUserDeleted: ['email'],
  UserSignedUp: ['details.phone', 'details.zip', 'details.university_student_id', 'answers.*.value_text', 'answers.*.other_text'],
  // a typed signature is the signer's name; a signer with no account signs by a link mailed to an address
  SubmissionSigned: ['signature', 'signerEmail'],
  SubmissionLinkSent: ['email', 'name'],
  // a registration code mailed to an address: the address is its owner's (an account's, else an outside person's)
  RegistrationCodeDistributed: ['email'],
  // what people write to support is theirs, whoever it names
  SupportConversationOpened: ['subject', 'body'],
  SupportMessagePosted: ['body'],
  // the notifier's words name the person whose action it announces ("Theo Turner requested a placement")
  NotificationCreated: ['message'],
};

type Data = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const outsideAt = (value: unknown): string | null => {
  const email = text(value);
  return email ? outsidePersonSubject(email) : null;
};

const authorOf = (author: unknown): string | null => (author !== null && typeof author === 'object' ? text((author as Data).userId) : null);

/** Whose the personal fields are, where it is not the event's `userId`. */
const subjectRules: Readonly<Record<string, (data: Data) => string | null>> = {
  NotificationCreated: (data) => text(data.aboutUserId),
  // people with no account are known by their address (outsidePersonSubject)
  SubmissionLinkSent: (data) => outsideAt(data.email),
  SubmissionSigned: (data) => text(data.userId) ?? outsideAt(data.signerEmail),
  RegistrationCodeDistributed: (data) => text(data.recipientUserId) ?? outsideAt(data.email),
  SupportConversationOpened: (data) => authorOf(data.openedBy),
  SupportMessagePosted: (data) => authorOf(data.author),
};

/** What an erased field reads as: a name reads "Erased person", an e-mail a reserved address that cannot be mailed. */
export type ErasedKind = 'first' | 'last' | 'name' | 'email' | 'text';

export const kindOfField = (field: string): ErasedKind =>
  field === 'first_name' ? 'first' : field === 'last_name' ? 'last' : field === 'name' ? 'name' : /email/i.test(field) ? 'email' : 'text';

const erasedTexts: Readonly<Record<Exclude<ErasedKind, 'email'>, string>> = {
  first: 'Erased',
  last: 'person',
  name: 'Erased person',
  text: '(erased)',
};

export const erasedValue = (kind: ErasedKind, subject: string): string =>
  kind === 'email' ? `erased-${subject.replace(OUTSIDE_PERSON_PREFIX, '').slice(0, 8)}@erased.invalid` : erasedTexts[kind];

/** The person an event's personal fields belong to. */
export const subjectOf = (type: string, data: Data): string | null => (subjectRules[type] ?? ((d: Data) => text(d.userId)))(data);

/** Rewrites every string at the type's personal paths; other values (null, numbers) are not personal and stay. */
export function mapPersonalFields(
  type: string,
  data: Record<string, unknown>,
  map: (value: string, field: string) => string,
): Record<string, unknown> {
  const paths = personalFields[type];
  if (!paths) return data;
  const copy = structuredClone(data);
  for (const path of paths) rewrite(copy, path.split('.'), map);
  return copy;
}

function rewrite(node: unknown, segments: string[], map: (value: string, field: string) => string): void {
  const [head, ...rest] = segments;
  if (head === undefined || node === null || typeof node !== 'object') return;
  if (head === '*') {
    if (Array.isArray(node)) for (const item of node) rewrite(item, rest, map);
    return;
  }
  const record = node as Record<string, unknown>;
  if (rest.length > 0) return rewrite(record[head], rest, map);
  const value = record[head];
  if (typeof value === 'string' && value !== '') record[head] = map(value, head);
}
