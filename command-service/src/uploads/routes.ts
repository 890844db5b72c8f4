// POST /api/uploads: a signed-in user uploads an image (the raw body, its
// Content-Type the image type; no multipart parser). Answers { uuid, size, url }
// for PUT /api/users/current/profile-photo. Files are not events: the storage
// port keeps them, the profile photo event refers to one by uuid.
import express, { Router, type RequestHandler } from 'express';
import { ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_NOT_IMAGE = 'The file must be an image (PNG, JPEG, GIF or WebP).';
export const UPLOAD_TOO_LARGE = 'The file must not be greater than 5120 kilobytes.';
export const UPLOAD_REQUIRED = 'The file field is required.';

/** The image types accepted, each with the first bytes its files start with. SVG is not (it can carry script). */
const imageSignatures: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
export const acceptedImageTypes = Object.keys(imageSignatures);

const rawImage = express.raw({ type: 'image/*', limit: MAX_UPLOAD_BYTES });
/** express.raw, with its "too large" answered as a field error like every other bad input. */
const readImage: RequestHandler = (req, res, next) =>
  rawImage(req, res, (error?: unknown) => {
    if (error && typeof error === 'object' && (error as { type?: string }).type === 'entity.too.large')
      return next(new ValidationError({ file: [UPLOAD_TOO_LARGE] }));
    next(error);
  });

const safeFilename = (value: unknown): string =>
  typeof value === 'string'
    ? decodeURIComponent(value)
        .replace(/[^\p{L}\p{N} ._-]/gu, '_')
        .slice(0, 200) || 'upload'
    : 'upload';

export function uploadRoutes(deps: { storage: FileStorage }): Router {
  const router = Router();
  router.post('/api/uploads', requireAuth, readImage, async (req, res) => {
    const { userId } = authOf(req);
    const mimetype = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) throw new ValidationError({ file: [mimetype.startsWith('image/') ? UPLOAD_REQUIRED : UPLOAD_NOT_IMAGE] });
    if (body.length === 0) throw new ValidationError({ file: [UPLOAD_REQUIRED] });
    const matches = imageSignatures[mimetype];
    if (!matches?.(body)) throw new ValidationError({ file: [UPLOAD_NOT_IMAGE] });
    let filename = 'upload';
    try {
      filename = safeFilename(req.get('x-filename'));
    } catch {
      // a malformed percent-encoding: keep the default name
    }
    const { uuid, size } = await deps.storage.put(body, { mimetype, filename, ownerId: userId });
    res.status(201).json({ uuid, size, mimetype, url: deps.storage.url(uuid) });
  });
  return router;
}
