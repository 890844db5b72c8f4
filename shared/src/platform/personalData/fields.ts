// Which fields of which events are personal data (issue 20 item 5): encrypted with the key of the person
// named by the event's `userId` (or the type's own subject field), so that destroying that key erases them
// everywhere the events are replayed.
// A path's segments are object keys; `*` walks every element of an array.

export const personalFields: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['first_name', 'last_name', 'email'],
  UserEmailReserved: ['email'],
  UserEmailReleased: ['email'],
  UserDetailsChanged: ['changes.first_name', 'changes.last_name', 'changes.phone'],
  UserEmailChanged: ['oldEmail', 'newEmail'],
  UserEmailVerified: ['email'],
  UnverifiedUserDeleted: ['email'],
  UserSignedUp: ['details.phone', 'details.zip', 'details.university_student_id', 'answers.*.value_text', 'answers.*.other_text'],
  // a typed signature is the signer's name (a signer with no account has no key: their signature stays)
  SubmissionSigned: ['signature'],
  // the notifier's words name the person whose action it announces ("Theo Turner requested a placement")
  NotificationCreated: ['message'],
};

/** Whose the personal fields are, where it is not the event's `userId`. */
const subjectFields: Readonly<Record<string, string>> = { NotificationCreated: 'aboutUserId' };

/** What an erased field reads as: a name reads "Erased person", an e-mail a reserved address that cannot be mailed. */
export type ErasedKind = 'first' | 'last' | 'email' | 'text';

export const kindOfField = (field: string): ErasedKind =>
  field === 'first_name' ? 'first' : field === 'last_name' ? 'last' : /email/i.test(field) ? 'email' : 'text';

export const erasedValue = (kind: ErasedKind, subject: string): string =>
  kind === 'first' ? 'Erased' : kind === 'last' ? 'person' : kind === 'email' ? `erased-${subject.slice(0, 8)}@erased.invalid` : '(erased)';

/** The person an event's personal fields belong to. */
export const subjectOf = (type: string, data: Record<string, unknown>): string | null => {
  const value = data[subjectFields[type] ?? 'userId'];
  return typeof value === 'string' ? value : null;
};

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
