// A user's profile time zone read exactly from their stream: where "today" is for the dates they enter.
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

/** The zone the user set on their profile, or null (none set, or no such user): a decider then reads UTC. */
export async function profileTimeZone(eventStore: EventStore, userId: string): Promise<string | null> {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  return state.status === 'registered' ? (state.timezone ?? null) : null;
}
