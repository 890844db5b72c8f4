// Read-only auditor access (issue 20): an organization (its coordinator, or an admin) grants a user read-only
// access to its history, audit trail and reports until an end date; the grant and its revocation are events on
// the grant's own stream, so they appear in the audit trail like every other change. The user then opens an
// "auditor" session (a session role, never a position's) in which every write is refused.
import { z } from 'zod';
import { isoDate, yearsOn } from '../bounds.js';
import { normalizeEmail } from '../identity/commands.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';

export const auditorGrantStream = (grantId: string): string => `auditorGrant-${grantId}`;

export type AuditorAccessEvent =
  | {
      type: 'AuditorAccessGranted';
      data: { grantId: string; organizationId: string; auditorUserId: string; endsOn: string };
    }
  | { type: 'AuditorAccessRevoked'; data: { grantId: string; organizationId: string; auditorUserId: string } };

export const auditorAccessEventTypes = ['AuditorAccessGranted', 'AuditorAccessRevoked'] as const;

export type AuditorAccessCommand =
  | { type: 'GrantAuditorAccess'; data: { grantId: string; organizationId: string; auditorUserId: string; endsOn: string } }
  | { type: 'RevokeAuditorAccess' };

export interface AuditorGrantState {
  status: 'none' | 'granted' | 'revoked';
  grantId: string | null;
  organizationId: string | null;
  auditorUserId: string | null;
  endsOn: string | null;
}

export const SELECTED_USER_INVALID = 'The selected user is invalid.';

/**
 * POST /api/auditor-grants: the user who audits, by id or by the e-mail they registered with (an outside
 * auditor is rarely in the organization's pickers), and the last day of access (admins also name the organization).
 */
export const grantAuditorAccessSchema = z
  .object({
    user_id: z.uuid({ message: SELECTED_USER_INVALID }).optional(),
    email: z.email({ message: 'The e-mail must be a valid e-mail address.' }).max(254).transform(normalizeEmail).optional(),
    ends_on: isoDate,
    organization_id: z.uuid({ message: 'The selected organization is invalid.' }).optional(),
  })
  .refine((input) => input.user_id !== undefined || input.email !== undefined, {
    message: 'The e-mail field is required.',
    path: ['email'],
  });

export const ENDS_ON_PAST = 'The end date must be today or later.';

/**
 * The longest a grant may run (docs/decisions.md, Stop 52): an outside auditor's engagement is a review of some
 * months, not an open door; a longer one is granted again.
 */
export const MAX_GRANT_YEARS = 5;
export const ENDS_ON_TOO_FAR = `The end date must be at most ${MAX_GRANT_YEARS} years from today.`;

/** The last end date a grant made on `today` (YYYY-MM-DD) may have: the same day {@link MAX_GRANT_YEARS} years on (28 February for 29 February). */
export const latestGrantEnd = (today: string): string => yearsOn(today, MAX_GRANT_YEARS);

const initialState = (): AuditorGrantState => ({ status: 'none', grantId: null, organizationId: null, auditorUserId: null, endsOn: null });

function evolve(state: AuditorGrantState, event: AuditorAccessEvent): AuditorGrantState {
  switch (event.type) {
    case 'AuditorAccessGranted':
      return { status: 'granted', ...event.data };
    case 'AuditorAccessRevoked':
      return { ...state, status: 'revoked' };
    default:
      return assertNever(event);
  }
}

function decide(command: AuditorAccessCommand, state: AuditorGrantState, context: CommandContext): AuditorAccessEvent[] {
  switch (command.type) {
    case 'GrantAuditorAccess':
      if (state.status !== 'none') throw new ConflictError('This grant exists already.');
      if (command.data.endsOn < context.now.slice(0, 10)) throw new ValidationError({ ends_on: [ENDS_ON_PAST] });
      if (command.data.endsOn > latestGrantEnd(context.now.slice(0, 10))) throw new ValidationError({ ends_on: [ENDS_ON_TOO_FAR] });
      return [{ type: 'AuditorAccessGranted', data: command.data }];
    case 'RevokeAuditorAccess':
      if (state.status === 'none') throw new NotFoundError();
      if (state.status === 'revoked') return [];
      return [
        {
          type: 'AuditorAccessRevoked',
          data: { grantId: state.grantId!, organizationId: state.organizationId!, auditorUserId: state.auditorUserId! },
        },
      ];
    default:
      return assertNever(command);
  }
}

export const auditorAccessDecider: Decider<AuditorGrantState, AuditorAccessCommand, AuditorAccessEvent> = { initialState, evolve, decide };

/** Whether a grant lets its auditor in on `today` (YYYY-MM-DD, UTC): granted, not revoked, its end date not passed. */
export const grantOpen = (revoked: boolean, endsOn: string, today: string): boolean => !revoked && endsOn >= today;

/** A grant as the API answers it. */
export interface AuditorGrantRecord {
  id: string;
  organization_id: string;
  organization_name: string | null;
  auditor: { id: string; name: string | null; email: string | null };
  ends_on: string;
  revoked: boolean;
  active: boolean;
  granted_at: string;
  granted_by: { id: string | null; name: string | null };
}
