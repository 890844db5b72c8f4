// Attachment reads (spec 001 §7 Attachments): GET /api/attachments with
// filter={"attachable_type","attachable_id"} (list protocol) and GET
// /api/attachments/:id. Only for those who may see the attachable (else 404);
// HIPAA-enforced files answer 403 "cannot access attachments" to an impersonating admin.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { attachmentMessages, type AttachableType, type UploadKind } from '@practicum/shared/domain/attachments/index';
import type { AttachmentRecord } from '@practicum/shared/domain/attachments/records';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { parseListParams, sendList } from '../http/simpleRest.js';
import { canSeeAttachable, hipaaEnforced, isAttachableType } from './attachables.js';
import { attachmentsReadModel } from '@practicum/projections/attachments/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { tasksReadModel } from '@practicum/projections/tasks/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(attachmentsReadModel, usersReadModel, tasksReadModel);
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';

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

/** The spec's Attachment: id, name, filename, url, upload{type, mimetype}, user_id/owner_id, user/owner. */
export const attachmentRecord = (row: AttachmentRow, url: (uuid: string) => string): AttachmentRecord => ({
  id: row.id,
  name: row.filename,
  filename: row.filename,
  url: url(row.uuid),
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

const columns = { id: 'a.id', filename: 'a.filename', created_at: 'a.created_at', kind: 'a.kind', size: 'a.size' };

const withOwner = (knex: Knex) =>
  knex({ a: attachmentsReadModel.tables.attachments })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'a.owner_id')
    .select('a.*', 'u.name as owner_name');

function requireVisibleFiles(req: Request, type: string): void {
  if (isAttachableType(type) && hipaaEnforced[type] && authOf(req).impersonatorId !== null)
    throw new ForbiddenError(attachmentMessages.cannotAccess);
}

export function attachmentRoutes(deps: { knex: Knex; storage: FileStorage }): Router {
  const router = Router();
  router.use('/api/attachments', requireAuth);

  router.get('/api/attachments', reads, async (req, res) => {
    const auth = authOf(req);
    const { filter } = parseListParams(req, { columns, defaultSort: ['created_at', 'ASC'] });
    const { attachable_type: type, attachable_id: id } = filter;
    if (!isAttachableType(type)) throw new ValidationError({ 'filter.attachable_type': ['The selected attachable type is invalid.'] });
    if (!(await canSeeAttachable(deps.knex, type, id, auth))) throw new NotFoundError();
    requireVisibleFiles(req, type);
    await sendList<AttachmentRow>(req, res, {
      resource: 'attachments',
      query: () => withOwner(deps.knex).where({ 'a.attachable_type': type, 'a.attachable_id': id as string }),
      columns: { ...columns, attachable_type: 'a.attachable_type', attachable_id: 'a.attachable_id' },
      searchColumns: ['a.filename'],
      defaultSort: ['created_at', 'ASC'],
      toRecord: (row) => attachmentRecord(row, fileUrlFor(req, deps.storage)),
    });
  });

  router.get('/api/attachments/:id', reads, async (req, res) => {
    const auth = authOf(req);
    const id = String(req.params.id);
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await withOwner(deps.knex).where('a.id', id).first<AttachmentRow | undefined>() : undefined;
    if (!row || !(await canSeeAttachable(deps.knex, row.attachable_type, row.attachable_id, auth))) throw new NotFoundError();
    requireVisibleFiles(req, row.attachable_type);
    res.json(attachmentRecord(row, fileUrlFor(req, deps.storage)));
  });

  return router;
}
