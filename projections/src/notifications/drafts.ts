// What an area hands the notifier: the notifications its events make ("drafts": recipient, text, link),
// and optionally a run of one event type handled at once, and the links an event makes obsolete.
// Each area keeps its drafts beside its read model (projections/src/<area>/notificationDrafts.ts);
// the notifier (./notifier.ts) owns the notifications table, ids, pushes and its checkpoint.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';

export interface Draft {
  userId: string;
  positionId: string | null;
  message: string;
  link: string;
}

export type EventDraft = Draft & { event: RecordedEvent };

/** A notification to the user whichever position they are signed in with (positionId null). */
export const toUser = (userId: string, message: string, link: string): Draft => ({ userId, positionId: null, message, link });

/** User names for notification texts, looked up once per batch: a null user is "system", an unknown one "someone". */
export interface UserNames {
  lookup(userId: string | null): Promise<string>;
  prefetch(userIds: readonly (string | null)[]): Promise<void>;
}

export interface NotificationDrafts {
  /** The stream categories whose events this area turns into notifications. */
  categories: readonly string[];
  /** Creates the tables the area keeps for its drafts (e.g. a task's parties); run with the notifier's. */
  migrate?(trx: Knex.Transaction): Promise<void>;
  /** The notifications one event makes; null when the event is not this area's. */
  draftsOf(trx: Knex.Transaction, event: RecordedEvent, names: UserNames): Promise<Draft[] | null>;
  /** Consecutive events of this type handled at once (one insert, one name query for a bulk of them). */
  run?: { type: string; drafts(trx: Knex.Transaction, events: readonly RecordedEvent[], names: UserNames): Promise<EventDraft[]> };
  /** The links an event makes obsolete (their notifications are deleted); null when it makes none. */
  obsoleteLinks?(trx: Knex.Transaction, event: RecordedEvent): Promise<string[] | null>;
}

export const MAX_DESCRIPTION = 125;
/** Descriptions and comments in notification texts are cut at 125 characters. */
export const cut = (text: string): string => (text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text);
