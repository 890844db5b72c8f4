// Whether a trainee's position still needs an access pass (PASS-13), read exactly from its streams. Activity
// logging and live sessions both refuse a limited trainee, so the rule lives here, with the passes.
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import { isLimited, traineeAccessDecider, traineeAccessStream } from '@practicum/shared/domain/accessPasses/index';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import { profileZoneOf } from '../identity/profileTimeZone.js';

/** Limited at assignment until a pass is granted, and again once its pass expired (traineeAccess-<positionId>). */
export async function accessPassRequired(eventStore: EventStore, userId: string, positionId: string): Promise<boolean> {
  return (await traineeFacts(eventStore, userId, positionId)).accessPassRequired;
}

/**
 * What a trainee's own commands decide on besides their records, from one read of their user stream: whether the
 * position needs a pass, and their profile time zone (where "today" is for them; null when they set none).
 */
export async function traineeFacts(
  eventStore: EventStore,
  userId: string,
  positionId: string,
): Promise<{ accessPassRequired: boolean; timeZone: string | null }> {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  const timeZone = profileZoneOf(state);
  if (state.status !== 'registered') return { accessPassRequired: false, timeZone };
  const limitedAtAssignment = state.positions.find((p) => p.positionId === positionId)?.traineeAccountLimited === true;
  const { state: access } = await loadState(eventStore, traineeAccessStream(positionId), traineeAccessDecider);
  return { accessPassRequired: isLimited(limitedAtAssignment, access), timeZone };
}
