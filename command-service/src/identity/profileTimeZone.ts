// A person's profile time zone, read exactly from their user stream: where "today" is for what they do (the dates
// they enter) and for what happens to them on a date (an auditor grant's last day). The one way the command side
// reads it per request; the task scheduler, which judges a batch of tasks, reads the same field from the users read
// model, and the deciders check its rule again.
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import type { UserState } from '@practicum/shared/domain/identity/state';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

/** The zone a user state holds, or null (none set, or no such user): a decider then reads UTC. */
export const profileZoneOf = (state: UserState): string | null => (state.status === 'registered' ? (state.timezone ?? null) : null);

/** The zone the user set on their profile, or null. */
export async function profileTimeZone(eventStore: EventStore, userId: string): Promise<string | null> {
  return profileZoneOf((await loadState(eventStore, userStream(userId), userDecider)).state);
}
