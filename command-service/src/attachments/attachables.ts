// What an attachment hangs on, per object_class: whether the caller may see it
// (read from its own stream, exactly), its organization, whether its files are
// HIPAA-enforced, which kinds it takes and why this caller may add none. Later
// areas (meetings, CE courses, forms) add their entry here.
import type { Knex } from 'knex';
import {
  type Attachable,
  type AttachableType,
  attachableRecords,
  defaultAttachmentKinds,
} from '@practicum/shared/domain/attachments/index';
import { taskDecider, taskStream } from '@practicum/shared/domain/tasks/index';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { supportDecider, supportMessages, supportStream } from '@practicum/shared/domain/support/index';
import { clientDecider, clientMessages, clientStream, mayAccessClient } from '@practicum/shared/domain/clients/index';
import { supervisesTrainee } from '@practicum/projections/placements/supervision';
import { ConflictError, NotFoundError } from '@practicum/shared/platform/errors';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

/** What resolvers read: streams, and the placements where who supervises whom is known. */
export interface AttachableDeps {
  eventStore: EventStore;
  knex: Knex;
}

/** A resolver finds the record; whether its files are HIPAA-enforced is the type's (`attachableRecords`). */
type Resolver = (deps: AttachableDeps, id: string, auth: SessionAuth) => Promise<Omit<Attachable, 'hipaaEnforced'> | null>;

const resolvers: Record<AttachableType, Resolver> = {
  /** A task's files are seen by its creator and its assignee; they may hold client details, so HIPAA applies. */
  async task({ eventStore }, id, auth) {
    const { state } = await loadState(eventStore, taskStream(id), taskDecider);
    if (state.status !== 'active') return null;
    const { task } = state;
    if (task.organizationId !== auth.organizationId) return null;
    if (auth.userId !== task.creatorUserId && auth.userId !== task.assigneeUserId) return null;
    return { type: 'task', id, organizationId: task.organizationId, kinds: defaultAttachmentKinds };
  },
  /** A supervisor's profile documents (PEOPLE-29): only the owner, a supervisor or faculty member, adds or removes them. */
  async supervisor_profile({ eventStore }, id, auth) {
    if (id !== auth.userId || (auth.role !== 'supervisor' && auth.role !== 'faculty') || !auth.organizationId) return null;
    const { state } = await loadState(eventStore, userStream(id), userDecider);
    if (state.status !== 'registered') return null;
    return { type: 'supervisor_profile', id, organizationId: auth.organizationId, kinds: defaultAttachmentKinds };
  },
  /** A support thread's files (MISC-02): its opener and admins add and remove them, while it is open. */
  async support_conversation({ eventStore }, id, auth) {
    const { state } = await loadState(eventStore, supportStream(id), supportDecider);
    if (state.status !== 'active') return null;
    const c = state.conversation;
    const opener = auth.userId === c.openedBy.userId && auth.organizationId === c.organizationId;
    if (!opener && auth.role !== 'admin') return null;
    // a closed thread is frozen until an admin reopens it: files are neither added nor removed, as messages are not posted
    if (c.status === 'closed') throw new ConflictError(supportMessages.closed);
    return { type: 'support_conversation', id, organizationId: c.organizationId, kinds: defaultAttachmentKinds };
  },
  /**
   * A client's files (MISC-05): seen by whoever reads the client (MISC-07); only its trainee adds them, and only
   * while uploads are allowed. Session notes about a client are client information, so HIPAA applies.
   */
  async client({ eventStore, knex }, id, auth) {
    const { state } = await loadState(eventStore, clientStream(id), clientDecider);
    if (state.status !== 'active') return null;
    const { client } = state;
    const supervises =
      auth.role === 'supervisor' &&
      auth.organizationId === client.organizationId &&
      (await supervisesTrainee(knex, auth, client.traineeUserId));
    if (!mayAccessClient(client, { userId: auth.userId, role: auth.role, organizationId: auth.organizationId }, supervises)) return null;
    const uploadRefusal =
      auth.userId !== client.traineeUserId ? clientMessages.onlyTraineeUploads : client.canUpload ? null : clientMessages.uploadsNotAllowed;
    return { type: 'client', id, organizationId: client.organizationId, kinds: defaultAttachmentKinds, uploadRefusal };
  },
};

/** The attachable if the caller may see it, else 404 (another organization's or someone else's reads as absent). */
export async function attachableFor(deps: AttachableDeps, type: AttachableType, id: string, auth: SessionAuth): Promise<Attachable> {
  const attachable = await resolvers[type](deps, id, auth);
  if (!attachable) throw new NotFoundError();
  return { ...attachable, hipaaEnforced: attachableRecords[type].hipaaEnforced };
}
