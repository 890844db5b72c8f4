// GET /api/uploads/:uuid: an uploaded file, only through a short-lived url signed
// for this session (the reads that show a file sign its url; POST
// /api/uploads/preview signs one's own upload), and only to those who may see
// the record it is attached to (attachments/fileAccess.ts). Served with its
// stored type, never sniffed, not stored by caches (the API's no-store).
import { Router } from 'express';
import type { Knex } from 'knex';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { validFileSignature } from '@practicum/shared/platform/storage/signing';
import { attachmentsReadModel } from '@practicum/projections/attachments/readModel';
import { tasksReadModel } from '@practicum/projections/tasks/readModel';
import { insuranceReadModel } from '@practicum/projections/insurance/readModel';
import { readsFrom } from '../http/readsFrom.js';
import { assertMayReadFile } from '../attachments/fileAccess.js';

// Who may open a file is read from the attachments and the records they are attached to.
const reads = readsFrom(attachmentsReadModel, tasksReadModel, insuranceReadModel);

export const LINK_EXPIRED = 'This link has expired.';

export function uploadRoutes(deps: { storage: FileStorage; knex: Knex }): Router {
  const router = Router();
  router.get('/api/uploads/:uuid', reads, async (req, res) => {
    const auth = authOf(req);
    const uuid = String(req.params.uuid);
    if (!validFileSignature(req, uuid, new Date())) throw new ForbiddenError(LINK_EXPIRED);
    const file = await deps.storage.get(uuid);
    if (!file) throw new NotFoundError();
    await assertMayReadFile(deps.knex, auth, file);
    res.setHeader('Content-Type', file.mimetype);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    await new Promise<void>((resolve, reject) => {
      const body = file.body();
      body.on('error', reject);
      res.on('finish', resolve);
      res.on('close', resolve);
      body.pipe(res);
    });
  });
  return router;
}
