// What the audit trail calls a record whose own fields name nothing (a payment, an access pass, a reservation):
// words from its events, or the name of the record it is about (an access pass goes by its holder's name, a
// placement by its trainee's and its site's). Names of other records are those history keeps for their streams,
// so an erased person's name is erased here too when history is rebuilt after the erasure.
import { valuesAt } from './fields.js';
import { streamParts } from './folds.js';
import { displayCode } from '../accessPasses/codeDisplay.js';
import { attachableRecords } from '../attachments/events.js';
import { capitalized, organizationRoleName, type OrganizationWords } from '../organizations/wording.js';

/**
 * A name's parts: words, the name history keeps for another record's stream, or a role in its organization's words
 * (as its record's organization named it then: "Intern", not the code "trainee").
 */
export type NamePart = string | { stream: string } | { role: string; organizationId: string };

/** Where a name's parts are looked up: other records' names, and organizations' words. */
export interface NameLookup {
  nameOf: (stream: string) => string | null | undefined;
  wordsOf: (organizationId: string) => OrganizationWords;
}

/** The stream whose state holds an organization's words (its `details.dynamic_words`). */
export const organizationStream = (organizationId: string): string => `organization-${organizationId}`;

interface Named {
  type: string;
  data: Record<string, unknown>;
  /** The record's folded state (undefined for streams history keeps no state of). */
  state: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** The first value under `key` in the state, else in the event's data. */
const idIn = ({ state, data }: Named, key: string): string | null => valuesAt(state, key)[0] ?? valuesAt(data, key)[0] ?? null;
const person = (named: Named, key: string): NamePart[] | null => {
  const id = idIn(named, key);
  return id ? [{ stream: `user-${id}` }] : null;
};
const traineeAtSite = (named: Named): NamePart[] | null => {
  const trainee = idIn(named, 'traineeUserId');
  const site = idIn(named, 'siteId');
  return trainee && site ? [{ stream: `user-${trainee}` }, ' at ', { stream: `site-${site}` }] : null;
};

const namers: Readonly<Record<string, (named: Named) => NamePart[] | null>> = {
  payment: ({ type, data }) =>
    type !== 'PaymentStarted' ? null : data.purpose === 'codes' ? [`Payment of ${String(data.count)} codes`] : ['Access pass payment'],
  organizationCodeCount: ({ data }) => (typeof data.count === 'number' ? [`Reservation of ${data.count} codes`] : null),
  // a batch's name is in its creation, not its state
  registrationCodeBatch: ({ data }) => {
    const name = text(data.name);
    return name ? [name] : null;
  },
  // a code goes by the way it is printed and typed, not as stored
  registrationCode: (named) => {
    const code = text(named.data.code);
    return code ? [displayCode(code)] : null;
  },
  // `attachments-<type>-<id>`: a record's files go by the record they belong to
  attachments: ({ data }) => {
    const category = (attachableRecords as Readonly<Record<string, { category: string } | undefined>>)[String(data.attachableType)]
      ?.category;
    const id = text(data.attachableId);
    return category && id ? ['Files of ', { stream: `${category}-${id}` }] : null;
  },
  traineeAccess: (named) => person(named, 'userId'),
  placement: traineeAtSite,
  placement_key: traineeAtSite,
  placementRequirement: (named) => {
    const level = idIn(named, 'trainingLevelId');
    return level ? [{ stream: `trainingLevel-${level}` }] : null;
  },
  activityEntry: (named) => person(named, 'traineeUserId'),
  insuranceDocument: (named) => person(named, 'traineeUserId'),
  auditorGrant: (named) => person(named, 'auditorUserId'),
  hipaa: (named) => person(named, 'userId'),
  ceenrolment: (named) => person(named, 'userId'),
  // a login-as goes by the person acted as (the trail's "who" names the admin)
  impersonation: (named) => person(named, 'userId'),
  userNotification: (named) => person(named, 'userId'),
  // `user-email-<hash>`: an address's reservation goes by the address (sealed: erased with its person), made before the
  // account is named
  user: (named) => {
    const email = text(named.data.email);
    return email ? [email] : person(named, 'userId');
  },
  // an invitee has no account to erase yet: their name is not put where the trail shows and searches it. The
  // invitation goes by its role in its organization's words ("Intern invitation"), and its later events by that name:
  // it is accepted before the account that accepts it is made (createAccount.ts), so there is no name of theirs yet.
  invite: ({ type, data }) => {
    const role = text(data.role);
    const organizationId = text(data.organizationId);
    return type === 'InviteSent' && role && organizationId ? [{ role, organizationId }, ' invitation'] : null;
  },
  // `invitePending-<organization>-<hash>`: the hold on an address's one pending invitation, taken before the
  // invitation exists (so it cannot go by the invitation's name) and, like the invitation, never by the address
  invitePending: () => ['Address held for an invitation'],
  signupQuestions: ({ data }) => {
    const question = text((data.question as { body?: unknown } | undefined)?.body);
    const value = text((data.value as { value?: unknown } | undefined)?.value);
    return question ? [question] : value ? [value] : null;
  },
};

/** How a record of this stream is named by this event, or null when its category has no rule or the event says nothing. */
export function recordNameParts(stream: string, named: Named): NamePart[] | null {
  return namers[streamParts(stream).category]?.(named) ?? null;
}

/** The name from its parts, the other records' names looked up; null when one of them has none. */
export function joinNameParts(parts: readonly NamePart[], { nameOf, wordsOf }: NameLookup): string | null {
  const words: string[] = [];
  for (const part of parts) {
    const word =
      typeof part === 'string'
        ? part
        : 'stream' in part
          ? nameOf(part.stream)
          : capitalized(organizationRoleName(part.role, wordsOf(part.organizationId)));
    if (!word) return null;
    words.push(word);
  }
  return words.join('').slice(0, 500);
}

/** The other records a name is made of (an organization, for its words). */
export const referencedStreams = (parts: readonly NamePart[] | null): string[] =>
  (parts ?? []).flatMap((part) =>
    typeof part === 'string' ? [] : 'stream' in part ? [part.stream] : [organizationStream(part.organizationId)],
  );
