// Participant caps (spec 000 §3.1 initial state, 002 §9 "participant limit {limit}": values not shown; decided in
// docs/decisions.md) and the decider context built from a request's role.
import type { Role } from '../../access/roles.js';
import type { CommandContext } from '../decider.js';
import type { MeetingContext } from './commands.js';
import type { MeetingProvider } from './events.js';

export interface ParticipantLimits {
  general: number;
  big_blue_button: number;
}
export const DEFAULT_PARTICIPANT_LIMITS: ParticipantLimits = { general: 10, big_blue_button: 100 };

/** The caps from LIVE_PARTICIPANT_LIMIT and LIVE_BBB_PARTICIPANT_LIMIT (checked by the services' config schema), else the defaults. */
export function participantLimitsFromEnv(env: Record<string, string | undefined> = process.env): ParticipantLimits {
  const read = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const limit = Number(value);
    if (!Number.isInteger(limit) || limit < 2 || limit > 1000) throw new Error(`${name} must be a whole number from 2 to 1000`);
    return limit;
  };
  return {
    general: read('LIVE_PARTICIPANT_LIMIT', DEFAULT_PARTICIPANT_LIMITS.general),
    big_blue_button: read('LIVE_BBB_PARTICIPANT_LIMIT', DEFAULT_PARTICIPANT_LIMITS.big_blue_button),
  };
}

export const participantLimitFor = (limits: ParticipantLimits, provider: MeetingProvider): number =>
  provider === 'big_blue_button' ? limits.big_blue_button : limits.general;

/** The pipeline's context source for meeting commands: the base context plus the acting role. */
export const meetingContext =
  (role: Role | null) =>
  (base: CommandContext): MeetingContext => ({ ...base, role });

/** Public meeting codes: 10 characters from an alphabet without look-alikes. */
export const MEETING_CODE_PATTERN = /^[a-z2-9]{10}$/;
