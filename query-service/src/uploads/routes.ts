// GET /api/uploads/:uuid: an uploaded file, to signed-in users only (the /api
// prefix already requires a session). Served with its stored type, never sniffed.
// A signed preview url (POST /api/uploads/preview) must carry a valid, unexpired signature.
import { Router } from 'express';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { validFileSignature } from '@practicum/shared/platform/storage/signing';

export function uploadRoutes(deps: { storage: FileStorage }): Router {
  const router = Router();
  router.get('/api/uploads/:uuid', async (req, res) => {
    if (req.query.signature !== undefined && !validFileSignature(req, req.params.uuid, new Date()))
      throw new ForbiddenError('This link has expired.');
    const file = await deps.storage.get(req.params.uuid);
    if (!file) throw new NotFoundError();
    res.setHeader('Content-Type', file.mimetype);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
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
