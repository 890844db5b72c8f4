// The attachments read contract (spec 001 §7 Attachment): files with their owner's name, the record the
// API and the realtime push answer, and the files of one attachable.
import type { Knex } from 'knex';
import type { AttachableType, UploadKind } from '@practicum/shared/domain/attachments/index';
import type { AttachmentRecord, PushedAttachment } from '@practicum/shared/domain/attachments/records';
import { usersReadModel } from '../identity/readModel.js';
import { tasksReadModel } from '../tasks/readModel.js';
import { supportReads } from '../support/readModel.js';
import { supervisorProfileReads } from '../supervisorProfiles/readModel.js';
import { clientReads } from '../clients/readModel.js';
import { attachmentsReadModel } from './readModel.js';

/**
 * The read models the attachment reads join, with those that say who may see each attachable's files (a task's,
 * a supervisor profile's, a support thread's, a client's): a read after a write waits for all of them.
 */
export const attachmentReads = [
  attachmentsReadModel,
  usersReadModel,
  tasksReadModel,
  ...supportReads,
  ...supervisorProfileReads,
  ...clientReads,
] as const;

export interface AttachmentRow {
  id: string;
  attachable_type: AttachableType;
  attachable_id: string;
  uuid: string;
  filename: string;
  mimetype: string;
  kind: UploadKind;
  size: string | number;
  public: boolean;
  owner_id: string;
  owner_name: string | null;
  hipaa_enforced: boolean;
  created_at: Date | string;
}

const withoutLink = (row: AttachmentRow): Omit<AttachmentRecord, 'url'> => ({
  id: row.id,
  name: row.filename,
  filename: row.filename,
  uuid: row.uuid,
  upload: { uuid: row.uuid, type: row.kind, mimetype: row.mimetype, size: Number(row.size) },
  user_id: row.owner_id,
  owner_id: row.owner_id,
  user: row.owner_name ?? '',
  owner: row.owner_name ?? '',
  attachable_type: row.attachable_type,
  attachable_id: row.attachable_id,
  public: row.public,
  created_at: new Date(row.created_at).toISOString(),
});

/** The spec's Attachment: id, name, filename, url, upload{type, mimetype}, user_id/owner_id, user/owner. */
export const attachmentRecord = (row: AttachmentRow, url: (uuid: string) => string): AttachmentRecord => ({
  ...withoutLink(row),
  url: url(row.uuid),
});

/** The attachment a realtime push carries: the same record with no url (nothing unsigned leaves the server). */
export const pushedAttachmentRecord = (row: AttachmentRow): PushedAttachment => ({ ...withoutLink(row), url: null });

/** API field → column, for sort and filters. */
export const attachmentColumns = { id: 'a.id', filename: 'a.filename', created_at: 'a.created_at', kind: 'a.kind', size: 'a.size' };

/** Attachments with their owner's name. */
export const attachmentsWithOwner = (knex: Knex): Knex.QueryBuilder =>
  knex({ a: attachmentsReadModel.tables.attachments })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'a.owner_id')
    .select('a.*', 'u.name as owner_name');

/** The files of one attachable. */
export const filesOf = (knex: Knex, type: AttachableType, id: string): Knex.QueryBuilder =>
  attachmentsWithOwner(knex).where({ 'a.attachable_type': type, 'a.attachable_id': id });

/** One file by its attachment id. */
export const attachmentById = (knex: Knex, id: string): Promise<AttachmentRow | undefined> =>
  attachmentsWithOwner(knex).where('a.id', id).first<AttachmentRow | undefined>();
