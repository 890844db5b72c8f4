// Clients (MISC-04 … 07): a trainee adds clients by code and asks for uploads;
// the trainee's supervisor or a coordinator of the organization allows (or stops)
// them. Whether the actor supervises the trainee comes in the context (the route
// reads the placements); everyone else finds no client (404), a wrong role 403.
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import { clientMessages as msg, type ClientActor, type ClientCommand } from './commands.js';
import type { ClientEvent } from './events.js';

export interface ClientData {
  id: string;
  organizationId: string;
  traineeUserId: string;
  code: string;
  canUpload: boolean;
  uploadRequested: boolean;
}

export type ClientState = { status: 'none' } | { status: 'active'; client: ClientData };

export interface ClientContext extends CommandContext {
  actor: ClientActor;
  /** The actor supervises the client's trainee (an approved placement). */
  supervises: boolean;
}

const initialState = (): ClientState => ({ status: 'none' });

function evolve(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientAdded': {
      const { clientId, organizationId, traineeUserId, code } = event.data;
      return { status: 'active', client: { id: clientId, organizationId, traineeUserId, code, canUpload: false, uploadRequested: false } };
    }
    case 'ClientUploadRequested':
      return state.status === 'active' ? { status: 'active', client: { ...state.client, uploadRequested: true } } : state;
    case 'ClientUploadToggled':
      return state.status === 'active'
        ? { status: 'active', client: { ...state.client, canUpload: event.data.canUpload, uploadRequested: false } }
        : state;
    default:
      return assertNever(event);
  }
}

/** MISC-07: the trainee, their supervisors and the organization's coordinators; nobody else. */
export function mayAccessClient(
  client: Pick<ClientData, 'organizationId' | 'traineeUserId'>,
  actor: ClientActor,
  supervises: boolean,
): boolean {
  if (actor.organizationId !== client.organizationId) return false;
  if (actor.role === 'trainee') return actor.userId === client.traineeUserId;
  if (actor.role === 'supervisor') return supervises;
  return actor.role === 'coordinator';
}

function existing(state: ClientState, context: ClientContext): ClientData {
  if (state.status !== 'active') throw new NotFoundError();
  if (!mayAccessClient(state.client, context.actor, context.supervises)) throw new NotFoundError();
  return state.client;
}

function decide(command: ClientCommand, state: ClientState, context: ClientContext): ClientEvent[] {
  const { actor, now } = context;
  switch (command.type) {
    case 'AddClient': {
      if (actor.role !== 'trainee' || !actor.organizationId) throw new ForbiddenError(msg.onlyTrainees);
      if (state.status !== 'none') throw new ConflictError(msg.codeTaken, { code: [msg.codeTaken] });
      const { clientId, code } = command.data;
      return [
        {
          type: 'ClientAdded',
          data: { clientId, organizationId: actor.organizationId, traineeUserId: actor.userId, code, addedBy: actor.userId, addedAt: now },
        },
      ];
    }
    case 'RequestClientUpload': {
      const client = existing(state, context);
      if (actor.role !== 'trainee') throw new ForbiddenError(msg.notYours);
      if (client.canUpload) throw new ConflictError(msg.alreadyAllowed);
      if (client.uploadRequested) return [];
      const { id: clientId, organizationId, traineeUserId, code } = client;
      return [{ type: 'ClientUploadRequested', data: { clientId, organizationId, traineeUserId, code, requestedAt: now } }];
    }
    case 'ToggleClientUpload': {
      const client = existing(state, context);
      if (actor.role === 'trainee') throw new ForbiddenError(msg.notSupervisor);
      if (client.canUpload === command.data.canUpload && !client.uploadRequested) return [];
      return [
        {
          type: 'ClientUploadToggled',
          data: {
            clientId: client.id,
            traineeUserId: client.traineeUserId,
            canUpload: command.data.canUpload,
            by: actor.userId,
            changedAt: now,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const clientDecider: Decider<ClientState, ClientCommand, ClientEvent, ClientContext> = { initialState, evolve, decide };
