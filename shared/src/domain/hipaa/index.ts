// A user's HIPAA training record (spec 000 §5: a trainee must meet HIPAA
// training; 001 §5: trainees who have not cannot upload attachments). One small
// stream per user, `hipaa-<userId>`; the CE course area records completion when
// a trainee passes the HIPAA course, the demo seeder records it for the demo trainee.
import { assertNever, type CommandContext, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';

export type HipaaTrainingCompleted = DomainEvent<'HipaaTrainingCompleted', { userId: string; completedAt: string }>;
export type HipaaEvent = HipaaTrainingCompleted;
/** What the users read model follows, so the current user can say hipaa_completed (AUTH-19). */
export const hipaaEventTypes = eventTypesOf<HipaaEvent>()('HipaaTrainingCompleted');
export type HipaaCommand = { type: 'RecordHipaaTraining'; data: { userId: string } };
export interface HipaaState {
  completedAt: string | null;
}

export const HIPAA_CATEGORY = 'hipaa';
export const hipaaStream = (userId: string): string => `${HIPAA_CATEGORY}-${userId}`;

export const initialState = (): HipaaState => ({ completedAt: null });

export function evolve(state: HipaaState, event: HipaaEvent): HipaaState {
  switch (event.type) {
    case 'HipaaTrainingCompleted':
      return { completedAt: state.completedAt ?? event.data.completedAt };
    default:
      return assertNever(event.type);
  }
}

/** Recording twice changes nothing: the first completion stands. */
export function decide(command: HipaaCommand, state: HipaaState, context: CommandContext): HipaaEvent[] {
  if (state.completedAt !== null) return [];
  return [{ type: 'HipaaTrainingCompleted', data: { userId: command.data.userId, completedAt: context.now } }];
}

export const hipaaDecider: Decider<HipaaState, HipaaCommand, HipaaEvent> = { initialState, evolve, decide };
