// Who may see an attachable's files, per object_class, in SQL over the read
// models (the command side checks the same on the attachable's stream). Used by
// the attachment reads and by the realtime room of each attachable.
import type { Knex } from 'knex';
import { attachableRecords, attachableTypes, type AttachableType } from '@practicum/shared/domain/attachments/events';
import type { Reader } from '../reader.js';
import { tasksReadModel } from '../tasks/readModel.js';
import { canReadProfile } from '../supervisorProfiles/readModel.js';
import { canSeeConversation } from '../support/readModel.js';
import { visibleClients } from '../clients/readModel.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isAttachableType = (value: unknown): value is AttachableType =>
  typeof value === 'string' && (attachableTypes as readonly string[]).includes(value);

/** Whether its files are HIPAA-enforced (hidden from an impersonating admin). */
export const hipaaEnforced = (type: AttachableType): boolean => attachableRecords[type].hipaaEnforced;

const visible: Record<AttachableType, (knex: Knex, id: string, auth: Reader) => Promise<boolean>> = {
  async task(knex, id, auth) {
    const row: unknown = await knex(tasksReadModel.tables.tasks)
      .where({ id, organization_id: auth.organizationId })
      .where((w) => w.where('creator_id', auth.userId).orWhere('assignee_id', auth.userId))
      .first('id');
    return row !== undefined;
  },
  /** The profile's readers: its owner, and coordinators and faculty of an organization the user belongs to. */
  supervisor_profile: (knex, id, auth) => canReadProfile(knex, auth, id),
  /** A support thread's files (MISC-02): its opener and admins. */
  support_conversation: (knex, id, auth) => canSeeConversation(knex, auth, id),
  /** A client's files (MISC-05): whoever reads the client (MISC-07: its trainee, their supervisors, coordinators). */
  async client(knex, id, auth) {
    const row: unknown = await visibleClients(knex, auth).where('cl.id', id).first('cl.id');
    return row !== undefined;
  },
};

export async function canSeeAttachable(knex: Knex, type: unknown, id: unknown, auth: Reader): Promise<boolean> {
  if (!isAttachableType(type) || typeof id !== 'string' || !UUID.test(id) || !auth.organizationId) return false;
  return visible[type](knex, id, auth);
}
