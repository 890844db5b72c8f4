// Attachment reads (spec 001 §7 Attachments): GET /api/attachments with
// filter={"attachable_type","attachable_id"} (list protocol) and GET
// /api/attachments/:id. Only for those who may see the attachable (else 404);
// HIPAA-enforced files answer 403 "cannot access attachments" to an impersonating admin.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  attachmentById,
  attachmentColumns,
  attachmentReads,
  attachmentRecord,
  filesOf,
  type AttachmentRow,
} from '@practicum/projections/attachments/queries';
import { attachmentMessages } from '@practicum/shared/domain/attachments/index';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { parseListParams, sendList } from '../http/simpleRest.js';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { canSeeAttachable, hipaaEnforced, isAttachableType } from '@practicum/projections/attachments/attachables';
import { readsFrom } from '../http/readsFrom.js';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { recordProtectedRead } from '../auditorAccess/protectedReads.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...attachmentReads);

function requireVisibleFiles(req: Request, type: string): void {
  if (isAttachableType(type) && hipaaEnforced(type) && authOf(req).impersonatorId !== null)
    throw new ForbiddenError(attachmentMessages.cannotAccess);
}

export function attachmentRoutes(deps: { knex: Knex; storage: FileStorage; eventStore: EventStore }): Router {
  const router = Router();
  router.use('/api/attachments', requireAuth);

  router.get('/api/attachments', reads, async (req, res) => {
    const auth = authOf(req);
    const { filter } = parseListParams(req, { columns: attachmentColumns, defaultSort: ['created_at', 'ASC'] });
    const { attachable_type: type, attachable_id: id } = filter;
    if (!isAttachableType(type)) throw new ValidationError({ 'filter.attachable_type': ['The selected attachable type is invalid.'] });
    if (!(await canSeeAttachable(deps.knex, type, id, auth))) throw new NotFoundError();
    requireVisibleFiles(req, type);
    if (hipaaEnforced(type)) {
      await recordProtectedRead(deps.eventStore, req, {
        recordType: 'attachments',
        recordId: String(id),
        attachableType: type,
        attachableId: String(id),
      });
    }
    await sendList<AttachmentRow>(req, res, {
      resource: 'attachments',
      query: () => filesOf(deps.knex, type, id as string),
      columns: { ...attachmentColumns, attachable_type: 'a.attachable_type', attachable_id: 'a.attachable_id' },
      searchColumns: ['a.filename'],
      defaultSort: ['created_at', 'ASC'],
      toRecord: (row) => attachmentRecord(row, fileUrlFor(req, deps.storage)),
    });
  });

  router.get('/api/attachments/:id', reads, async (req, res) => {
    const auth = authOf(req);
    const id = String(req.params.id);
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await attachmentById(deps.knex, id) : undefined;
    if (!row || !(await canSeeAttachable(deps.knex, row.attachable_type, row.attachable_id, auth))) throw new NotFoundError();
    requireVisibleFiles(req, row.attachable_type);
    if (isAttachableType(row.attachable_type) && hipaaEnforced(row.attachable_type)) {
      await recordProtectedRead(deps.eventStore, req, {
        recordType: 'attachment',
        recordId: id,
        attachableType: row.attachable_type,
        attachableId: row.attachable_id,
      });
    }
    res.json(attachmentRecord(row, fileUrlFor(req, deps.storage)));
  });

  return router;
}
