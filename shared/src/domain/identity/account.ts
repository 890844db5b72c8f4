// The signed-in user's own account: switching the current position (AUTH-67/68),
// accepting the terms and privacy policy (AUTH-78/79) and the details of /account
// (name, phone, timezone). Inputs, commands and their decisions over the user stream (events in events.ts).
import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { AccountEvent, UserDetailsChanged } from './events.js';
import { evolve, initialState, type UserState } from './state.js';

// ---- timezones (spec 000 §3.4: display name → IANA zone) ----

export const timezoneOptions = [
  { name: 'Eastern', zone: 'America/New_York' },
  { name: 'Central', zone: 'America/Chicago' },
  { name: 'Mountain', zone: 'America/Denver' },
  { name: 'Mountain without DST', zone: 'America/Phoenix' },
  { name: 'Pacific', zone: 'America/Los_Angeles' },
  { name: 'Puerto Rico', zone: 'America/Puerto_Rico' },
  { name: 'Alaska', zone: 'America/Anchorage' },
  { name: 'Hawaii-Aleutian', zone: 'America/Adak' },
  { name: 'Hawaii without DST', zone: 'Pacific/Honolulu' },
  { name: 'New Zealand', zone: 'Pacific/Auckland' },
  { name: 'Chatham Islands', zone: 'Pacific/Chatham' },
] as const;
export const timezoneZones = timezoneOptions.map((t) => t.zone) as [string, ...string[]];

// ---- input ----

/** A person's name: letters (any script), spaces, apostrophes, hyphens and periods; never markup. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u);

export const changeUserDetailsSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((phone) => phone === '' || isValidPhoneNumber(phone, 'US'), { message: 'The phone field must be a valid phone number.' })
      .transform((phone) => (phone === '' ? null : phone))
      .nullable()
      .optional(),
    timezone: z.enum(timezoneZones).nullable().optional(),
  })
  .strict();
export type UserDetailsInput = z.infer<typeof changeUserDetailsSchema>;

export const acceptTermsSchema = z
  .object({ terms_accepted: z.literal(true).default(true), privacy_accepted: z.literal(true).default(true) })
  .strict();

// ---- commands ----

export type AccountCommand =
  | { type: 'SwitchPosition'; data: { userId: string; positionId: string } }
  | { type: 'AcceptTerms'; data: { userId: string } }
  | { type: 'ChangeUserDetails'; data: { userId: string; details: UserDetailsInput } };

// ---- decisions ----

type Registered = Extract<UserState, { status: 'registered' }>;

function registered(state: UserState): Registered {
  if (state.status !== 'registered') throw new NotFoundError();
  return state;
}

function switchPosition(data: { userId: string; positionId: string }, state: Registered): AccountEvent[] {
  // another user's position, or none: it does not exist for this user
  const position = state.positions.find((p) => p.positionId === data.positionId);
  if (!position) throw new NotFoundError();
  if (position.status !== 'active') throw new ValidationError({ position: ['The selected position is not active.'] });
  if (state.currentPositionId === position.positionId) return [];
  return [
    {
      type: 'PositionSwitched',
      data: {
        userId: state.id,
        positionId: position.positionId,
        organizationId: position.organizationId,
        role: position.role,
        previousPositionId: state.currentPositionId,
      },
    },
  ];
}

function changeDetails(details: UserDetailsInput, state: Registered): AccountEvent[] {
  const current = {
    first_name: state.first_name,
    last_name: state.last_name,
    phone: state.phone ?? null,
    timezone: state.timezone ?? null,
  };
  const changes: UserDetailsChanged['data']['changes'] = {};
  if (details.first_name !== current.first_name) changes.first_name = details.first_name;
  if (details.last_name !== current.last_name) changes.last_name = details.last_name;
  if (details.phone !== undefined && details.phone !== current.phone) changes.phone = details.phone;
  if (details.timezone !== undefined && details.timezone !== current.timezone) changes.timezone = details.timezone;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserDetailsChanged', data: { userId: state.id, changes } }];
}

export function decideAccount(command: AccountCommand, state: UserState, context: CommandContext): AccountEvent[] {
  const user = registered(state);
  switch (command.type) {
    case 'SwitchPosition':
      return switchPosition(command.data, user);
    case 'AcceptTerms':
      if (user.termsAcceptedAt) return [];
      return [{ type: 'TermsAccepted', data: { userId: user.id, terms: true, privacy: true, acceptedAt: context.now } }];
    case 'ChangeUserDetails':
      return changeDetails(command.data.details, user);
    default:
      return assertNever(command);
  }
}

export const accountDecider: Decider<UserState, AccountCommand, AccountEvent> = { initialState, evolve, decide: decideAccount };
