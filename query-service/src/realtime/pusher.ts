// The realtime pusher: a bus consumer per replica (every replica's sockets must
// hear every event) that turns events into channel messages.
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { USER_LOCKOUT_CATEGORY, type UserLockoutStarted } from '@practicum/shared/domain/session/lockout';
import { checkpointStore, type Bus, type RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { EventStore, RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { Server } from 'socket.io';
import { ATTACHMENTS_CATEGORY } from '@practicum/shared/domain/attachments/events';
import { attachmentPush } from '../attachments/realtime.js';
import { meetingPush } from '../liveSessions/realtime.js';
import { evictFromCall } from '../liveSessions/signalling.js';
import { MEETING_CATEGORY } from '@practicum/shared/domain/liveSessions/events';
import { SUPPORT_CATEGORY } from '@practicum/shared/domain/support/events';
import { supportPush } from '../support/realtime.js';
import { channelEvent, signupChannel, type RoomPush } from './server.js';
import { deliverChecked } from './deliverChecked.js';
import type { UserEmailVerified } from '@practicum/shared/domain/signup/events';

export const DEPLOY_CATEGORY = 'deploy';

export function pushFor(event: RecordedEvent): { room: string; name: string; payload: Record<string, unknown> } | null {
  switch (event.type) {
    case 'UserLockoutStarted': {
      const data = event.data as UserLockoutStarted['data'];
      return { room: 'lockout', name: channelEvent('lockout', 'started'), payload: { message: data.message } };
    }
    case 'UserEmailVerified': {
      const { userId } = event.data as UserEmailVerified['data'];
      return { room: signupChannel(userId), name: channelEvent(signupChannel(userId), 'userVerified'), payload: { is_verified: true } };
    }
    case 'DeployCompleted':
      return { room: 'deploy', name: channelEvent('deploy', 'completed'), payload: { ...event.data } };
    default:
      return null;
  }
}

export async function startRealtimePusher(deps: { bus: Bus; knex: Knex; eventStore: EventStore; io: Server }): Promise<RunningConsumer> {
  const name = `realtime-${hostname()}-${process.pid}`;
  // A pusher tells live sockets what happens now: it starts at the head, never replays the past.
  const checkpoints = checkpointStore(deps.knex);
  await checkpoints.save(name, await deps.eventStore.headPosition());
  const running = await deps.bus.start({
    name,
    categories: [USER_LOCKOUT_CATEGORY, DEPLOY_CATEGORY, ATTACHMENTS_CATEGORY, 'user', MEETING_CATEGORY, SUPPORT_CATEGORY],
    async handle(event) {
      if (event.streamId.startsWith(`${MEETING_CATEGORY}-`)) await evictFromCall(deps.io, event);
      const push: RoomPush | null =
        pushFor(event) ??
        supportPush(deps.knex, event) ??
        (event.streamId.startsWith(`${MEETING_CATEGORY}-`)
          ? await meetingPush(deps.eventStore, event)
          : event.type.startsWith('Attachment')
            ? await attachmentPush(deps.knex, event)
            : null);
      if (push?.mayHear) await deliverChecked(deps.io, { ...push, mayHear: push.mayHear });
      else if (push) deps.io.to(push.room).emit(push.name, push.payload);
    },
  });
  return {
    async stop() {
      await running.stop();
      await checkpoints.reset(name).catch(() => undefined);
    },
  };
}

/** Emits a message to a socket.io room (the io server, or a test's recorder). */
export interface RoomEmitter {
  to(room: string): { emit(name: string, payload: unknown): unknown };
}

/** Sends the notifier's pushes to each recipient's private room `user.<userId>`. */
export const pushToUsers =
  (io: RoomEmitter) =>
  (pushes: readonly { userId: string; name: string; payload: unknown }[]): void => {
    for (const push of pushes) io.to(`user.${push.userId}`).emit(push.name, push.payload);
  };
