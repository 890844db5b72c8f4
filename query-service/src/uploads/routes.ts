// GET /api/uploads/:uuid: an uploaded file, only through a short-lived url signed
// for this session (the reads that show a file sign its url; POST
// /api/uploads/preview signs one's own upload; another session's url, or none, is
// 404 as a file one may not read; this session's, expired, 403 "This link has
// expired."), and only to those who may see
// the record it is attached to (attachments/fileAccess.ts). Served with its
// stored type, never sniffed, not stored by caches (the API's no-store). One
// byte range may be asked for (`Range: bytes=a-b`, `a-`, `-n`): a media player
// seeks in a recording that way (LIVE-48); 206 with the range, 416 beyond the end.
import { Router } from 'express';
import type { Knex } from 'knex';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import type { ByteRange, FileStorage } from '@practicum/shared/platform/storage/index';
import { fileSignatureOf } from '@practicum/shared/platform/storage/signing';
import { attachmentsReadModel } from '@practicum/projections/attachments/readModel';
import { tasksReadModel } from '@practicum/projections/tasks/readModel';
import { insuranceReadModel } from '@practicum/projections/insurance/readModel';
import { liveSessionReads } from '@practicum/projections/liveSessions/queries';
import { readsFrom } from '../http/readsFrom.js';
import { assertMayReadFile } from '../attachments/fileAccess.js';

// Who may open a file is read from the attachments and the records they are attached to.
const reads = readsFrom(attachmentsReadModel, tasksReadModel, insuranceReadModel, ...liveSessionReads);

export const LINK_EXPIRED = 'This link has expired.';

/** The one byte range a Range header asks for, null for the whole file, 'unsatisfiable' beyond its end. */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null; // absent, several ranges or another unit: the whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

export function uploadRoutes(deps: { storage: FileStorage; knex: Knex }): Router {
  const router = Router();
  router.get('/api/uploads/:uuid', reads, async (req, res) => {
    const auth = authOf(req);
    const uuid = String(req.params.uuid);
    // a link of another session answers as a file that is not there: whoever was passed it learns nothing
    const signature = fileSignatureOf(req, uuid, new Date());
    if (signature === 'foreign') throw new NotFoundError();
    if (signature === 'expired') throw new ForbiddenError(LINK_EXPIRED);
    const file = await deps.storage.get(uuid);
    if (!file) throw new NotFoundError();
    await assertMayReadFile(deps.knex, auth, file);
    res.setHeader('Content-Type', file.mimetype);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    const range = byteRangeOf(req.get('range'), file.size);
    if (range === 'unsatisfiable') {
      res.status(416).setHeader('Content-Range', `bytes */${file.size}`).end();
      return;
    }
    if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : file.size));
    await new Promise<void>((resolve, reject) => {
      const body = file.body(range ?? undefined);
      body.on('error', reject);
      res.on('finish', resolve);
      res.on('close', resolve);
      body.pipe(res);
    });
  });
  return router;
}
