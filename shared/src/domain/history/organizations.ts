// Which one organization a person's event belongs to. A person may be a member of several organizations (a
// supervisor placed with two programs): their record's history is read by each organization's coordinators and
// auditors, but each reads only the events of their own organization, and the audit trail lists each event under
// one organization. So an event of a person's record (read scope `person`, scope.ts) carries exactly one:
//   1. the organization the event itself names (a position assigned in it, a training of it), or the organization
//      of the position it names (a position removed or restored);
//   2. else the organization the actor acted in (the request's), when the person is a member of it;
//   3. else the person's first organization (their oldest membership): an admin's change, the system's;
//   4. else, for a person of no organization yet, the organization the actor acted in, or none (admins only).
import { valuesAt } from './fields.js';
import { isUuid } from './folds.js';

export interface PersonEvent {
  data: Record<string, unknown>;
  /** The organization of the request that recorded it (metadata.organizationId). */
  actedIn: string | null;
  /** The person's record folded before and after the event. */
  before: unknown;
  after: unknown;
}

const uuid = (value: unknown): string | null => (typeof value === 'string' && isUuid(value) ? value : null);

/** The organization of the position `positionId` in a folded record (its positions, removed ones too). */
function organizationOfPosition(state: unknown, positionId: string): string | null {
  let found: string | null = null;
  const walk = (value: unknown): void => {
    if (found || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Record<string, unknown>;
    if (record.positionId === positionId && uuid(record.organizationId)) found = record.organizationId as string;
    else Object.values(record).forEach(walk);
  };
  walk(state);
  return found;
}

/** The one organization a person's event belongs to (null: none yet; only admins and the person read it). */
export function personEventOrganization(event: PersonEvent): string | null {
  const positionId = uuid(event.data.positionId);
  const named =
    uuid(event.data.organizationId) ??
    (positionId ? (organizationOfPosition(event.before, positionId) ?? organizationOfPosition(event.after, positionId)) : null);
  if (named) return named;
  const memberships = [...new Set([...valuesAt(event.before, 'organizationId'), ...valuesAt(event.after, 'organizationId')])].filter(
    isUuid,
  );
  const actedIn = uuid(event.actedIn);
  if (actedIn && (memberships.length === 0 || memberships.includes(actedIn))) return actedIn;
  return memberships[0] ?? null;
}
