// Who may enter a meeting's call (signalling.ts), from the meetings read model:
// a started meeting, and the participant id that joined it (POST .../join or the
// waiting room's guest join) belonging to this signed-in user or this browser's
// guest pass. The join command's effect reaches the read model a moment after
// its answer: when the browser sends the join's position, the projection is
// awaited (woken by its commit); else a missing participant is looked for again
// for a short while.
import type { Knex } from 'knex';
import {
  DEFAULT_PARTICIPANT_LIMITS,
  liveSessionMessages,
  participantLimitFor,
  type MeetingProvider,
  type ParticipantLimits,
} from '@practicum/shared/domain/liveSessions/index';
import { callPresence, type CallPresence } from '@practicum/projections/liveSessions/callQueries';
import { liveSessionsReadModel } from '@practicum/projections/liveSessions/readModel';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { PositionWaiter } from '../http/minPosition.js';
import type { CallAccess } from './signalling.js';

const PRESENCE_WAIT_MS = 3000;
const PRESENCE_POLL_MS = 100;

async function presenceOf(
  knex: Knex,
  meetingId: string,
  participantId: string,
  after: { position: Position; waiter: PositionWaiter } | null,
): Promise<CallPresence | null> {
  if (after) {
    await after.waiter.waitFor(after.position, PRESENCE_WAIT_MS, liveSessionsReadModel.projections);
    return callPresence(knex, meetingId, participantId);
  }
  const deadline = Date.now() + PRESENCE_WAIT_MS;
  for (;;) {
    const found = await callPresence(knex, meetingId, participantId);
    if ((found?.present && found.meetingStatus === 'started') || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, PRESENCE_POLL_MS));
  }
}

export function readModelCallAccess(
  knex: Knex,
  limits: ParticipantLimits = DEFAULT_PARTICIPANT_LIMITS,
  waiter: PositionWaiter | null = null,
): CallAccess {
  return {
    async check({ meetingId, participantId, auth, guest, position }) {
      const found = await presenceOf(knex, meetingId, participantId, position && waiter ? { position, waiter } : null);
      if (!found) return { ok: false, message: liveSessionMessages.invalidUrl };
      if (found.meetingStatus === 'scheduled') return { ok: false, message: liveSessionMessages.notYetStarted };
      if (found.meetingStatus !== 'started') return { ok: false, message: liveSessionMessages.alreadyFinished };
      const present = found.present;
      if (!present) return { ok: false, message: liveSessionMessages.invalidUrl };
      if (auth && present.userId === auth.userId) return { ok: true, name: present.name ?? '', host: found.hostUserId === auth.userId };
      if (guest && present.userId === null && guest.participantId === participantId)
        return { ok: true, name: present.guestName ?? guest.guestName, host: false };
      return { ok: false, message: liveSessionMessages.invalidUrl };
    },
    async limit(meetingId) {
      const found = await callPresence(knex, meetingId, '');
      const limit = participantLimitFor(limits, (found?.provider ?? 'no_provider') as MeetingProvider);
      return { limit, message: liveSessionMessages.participantLimitReached };
    },
  };
}
