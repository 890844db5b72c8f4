// What the history and audit APIs answer (issue 20): one recorded event of a
// record's stream, who did it (and as whom), from where, and what it changed.
// Instants are ISO strings, as JSON carries them.
import type { OrganizationWords } from '../organizations/wording.js';

/** One field's before and after, as the stream's own fold saw it. */
export interface HistoryChange {
  /** Dotted path in the folded state, record ids left out ("details.name"). */
  path: string;
  /** The field's name in words ("Start date"). */
  label: string;
  /** How to read the values (see describeValue). */
  kind: ValueKind;
  before: unknown;
  after: unknown;
  /** The record inside the stream the change belongs to (a training of a trainee's trainings), if any. */
  record_id: string | null;
}

export type ValueKind = 'text' | 'hours' | 'date' | 'instant' | 'boolean' | 'list';

export interface HistoryPerson {
  id: string;
  name: string | null;
}

export interface HistoryEntryRecord {
  /** The event's id. */
  id: string;
  stream: string;
  revision: number;
  /** Wire form of the $all position ("<commit>.<prepare>"). */
  position: string;
  type: string;
  /** The event type in words ("Training changed"). */
  type_label: string;
  occurred_at: string;
  actor: HistoryPerson | null;
  impersonator: HistoryPerson | null;
  /** "admin A acting as B", "A", or "the system". */
  actor_label: string;
  organization_id: string | null;
  ip: string | null;
  user_agent: string | null;
  record_name: string | null;
  changes: HistoryChange[];
  /** The event's organization's words (its roles' and places' names): its changes' codes read in them. */
  organization_words: OrganizationWords;
}

/** A stream folded up to a moment (GET /api/history/{stream}/as-of). */
/** The audit trail's total is exact up to this many events; past it, the database's estimate (the screen says "about"). */
export const AUDIT_EXACT_TOTAL_UP_TO = 1000;

/** GET /api/history/{stream}/access: whether the reader may read the record's history (the History tab shows then). */
export interface HistoryAccessRecord {
  stream: string;
  can_read_history: boolean;
}

export interface HistoryAsOfRecord {
  id: string;
  stream: string;
  at: string;
  /** The last event folded in (null: the record did not exist yet). */
  revision: number | null;
  occurred_at: string | null;
  /** The record's organization's words, as the reader's events of it say them (see HistoryEntryRecord). */
  organization_words: OrganizationWords;
  /** The folded state's fields in words, in state order. */
  fields: { path: string; label: string; kind: ValueKind; value: unknown; record_id: string | null }[];
}

/** A row that breaks the event store's hash chain (shared/src/platform/eventstore/postgres/chain.ts). */
export interface ChainProblem {
  kind: 'altered' | 'removed';
  /**
   * The event whose row breaks the chain (for `removed`, the first event after the gap). When the newest
   * events were removed there is none: seq is the chain head's position, and the event's fields are null.
   */
  seq: string;
  event_id: string | null;
  stream_id: string | null;
  revision: string | null;
  type: string | null;
  /** For `removed`: the last intact event before the gap (null: the gap is at the start). */
  after: { seq: string; event_id: string } | null;
}

/** GET /api/admin/audit/verify: the hash chain walked (see shared/src/platform/eventstore/postgres/chain.ts). */
export interface AuditVerifyRecord {
  id: 'verify';
  ok: boolean;
  checked: number;
  unchained: number;
  /** The newest events not yet linked by the chainer (an open transaction holds them back): not a problem. */
  pending: number;
  head: string | null;
  checked_at: string;
  problems: ChainProblem[];
}
