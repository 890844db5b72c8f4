// Registering a user touches two streams: the email reservation (appended with
// no_stream, so two registrations of one email cannot both win) and the user.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Role } from '@practicum/shared/access/roles';
import { emailReservationDecider, userDecider, userStream, type UserStatus } from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { commandPipeline, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { hashPassword } from './passwords.js';
import { saveCredentials } from './credentials.js';

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  status?: UserStatus;
  /** A sample account: only the seeders that make an organization's samples set it. */
  sample?: boolean;
}

export async function registerUser(
  deps: { eventStore: EventStore; pool: pg.Pool; clock?: () => Date },
  user: NewUser,
  origin: Origin,
): Promise<{ userId: string; position: Position | null }> {
  const commands = commandPipeline(deps);
  const userId = randomUUID();
  const email = user.email.trim().toLowerCase();
  await commands.handle(emailReservationDecider, userEmailStream(email), { type: 'ReserveEmail', data: { email, userId } }, origin);
  await saveCredentials(deps.pool, { userId, email, passwordHash: await hashPassword(user.password) });
  const result = await commands.handle(
    userDecider,
    userStream(userId),
    {
      type: 'RegisterUser',
      data: {
        userId,
        first_name: user.first_name,
        last_name: user.last_name,
        email,
        status: user.status ?? 'active',
        ...(user.sample ? { sample: true } : {}),
      },
    },
    origin,
  );
  return { userId, position: result.position };
}

export async function assignPosition(
  deps: { eventStore: EventStore; clock?: () => Date },
  assignment: { userId: string; organizationId: string; role: Role; traineeAccountLimited?: boolean },
  origin: Origin,
): Promise<{ positionId: string; position: Position | null }> {
  const positionId = randomUUID();
  const result = await commandPipeline(deps).handle(
    userDecider,
    userStream(assignment.userId),
    { type: 'AssignPosition', data: { ...assignment, positionId, status: 'active' } },
    origin,
  );
  return { positionId, position: result.position };
}
