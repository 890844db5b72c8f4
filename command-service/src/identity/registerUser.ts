// Registering a user touches two streams: the email reservation (appended with
// no_stream, so two registrations of one email cannot both win) and the user.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  emailReservationDecider,
  userDecider,
  userEmailStream,
  userStream,
  type Role,
  type UserStatus,
} from '@practicum/shared/domain/identity/index';
import type { EventMetadata, EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { handleCommand } from '../http/handleCommand.js';
import { hashPassword } from './passwords.js';
import { saveCredentials } from './credentials.js';

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  status?: UserStatus;
}

export async function registerUser(
  deps: { eventStore: EventStore; pool: pg.Pool },
  user: NewUser,
  metadata: EventMetadata,
): Promise<{ userId: string; position: Position | null }> {
  const userId = randomUUID();
  const email = user.email.trim().toLowerCase();
  await handleCommand(
    deps.eventStore,
    userEmailStream(email),
    emailReservationDecider,
    (state) =>
      emailReservationDecider.decide({ type: 'ReserveEmail', data: { email, userId } }, state, {
        now: metadata.occurredAt,
        userId: metadata.userId,
      }),
    metadata,
  );
  await saveCredentials(deps.pool, { userId, email, passwordHash: await hashPassword(user.password) });
  const result = await handleCommand(
    deps.eventStore,
    userStream(userId),
    userDecider,
    (state) =>
      userDecider.decide(
        {
          type: 'RegisterUser',
          data: { userId, first_name: user.first_name, last_name: user.last_name, email, status: user.status ?? 'active' },
        },
        state,
        { now: metadata.occurredAt, userId: metadata.userId },
      ),
    metadata,
  );
  return { userId, position: result.position };
}

export async function assignPosition(
  deps: { eventStore: EventStore },
  assignment: { userId: string; organizationId: string; role: Role },
  metadata: EventMetadata,
): Promise<{ positionId: string; position: Position | null }> {
  const positionId = randomUUID();
  const result = await handleCommand(
    deps.eventStore,
    userStream(assignment.userId),
    userDecider,
    (state) =>
      userDecider.decide({ type: 'AssignPosition', data: { ...assignment, positionId, status: 'active' } }, state, {
        now: metadata.occurredAt,
        userId: metadata.userId,
      }),
    metadata,
  );
  return { positionId, position: result.position };
}
