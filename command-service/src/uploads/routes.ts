// Uploads (spec 000 §7): POST /api/uploads/signature → { signature, expire };
// POST /api/uploads takes the file as the raw body (its Content-Type the file's
// type, X-Filename its name) and answers the upload result { uuid, filename,
// mimetype, size, url, provider }; POST /api/uploads/preview { uuid } → a signed url.
// Without `?kinds=` an upload must be an image (profile photos); with it
// (attachments: `kinds=images,documents`) it must be of one of those kinds and
// carry this session's signature (X-Upload-Signature, X-Upload-Expire).
// Files are not events: the storage port keeps them; attachments refer to one by uuid.
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { kindOf, kindRules, kindsMessage, tooLargeMessage, uploadKinds, type UploadKind } from '@practicum/shared/domain/attachments/kinds';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor, signedFileUrl, uploadSignature, validUploadSignature } from '@practicum/shared/platform/storage/signing';

export const MAX_UPLOAD_BYTES = kindRules.images.maxBytes;
export const UPLOAD_NOT_IMAGE = 'The file must be an image (PNG, JPEG, GIF or WebP).';
export const UPLOAD_TOO_LARGE = tooLargeMessage('images');
export const UPLOAD_REQUIRED = 'The file field is required.';
export const UPLOAD_SIGNATURE_INVALID = 'The upload signature is invalid or has expired.';

/** The image types accepted, each with the first bytes its files start with. SVG is not (it can carry script). */
const imageSignatures: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
export const acceptedImageTypes = Object.keys(imageSignatures);

const mimetypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The kinds an upload asks for (`?kinds=images,documents`), or null for the image-only default. */
function requestedKinds(value: unknown): UploadKind[] | null {
  if (value === undefined) return null;
  const kinds = (typeof value === 'string' ? value : '').split(',').map((k) => k.trim());
  if (kinds.length === 0 || !kinds.every((k): k is UploadKind => (uploadKinds as readonly string[]).includes(k)))
    throw new ValidationError({ kinds: ['The selected kinds are invalid.'] });
  return kinds;
}

/** Reads the raw body up to the limit of the file's kind; "too large" is answered as a field error like every other bad input. */
const readFile: RequestHandler = (req, res, next) => {
  const kind = kindOf(mimetypeOf(req.get('content-type'))) ?? 'images';
  const raw = express.raw({ type: () => true, limit: kindRules[kind].maxBytes });
  raw(req, res, (error?: unknown) => {
    if (error && typeof error === 'object' && (error as { type?: string }).type === 'entity.too.large')
      return next(new ValidationError({ file: [tooLargeMessage(kind)] }));
    next(error);
  });
};

const safeFilename = (value: unknown): string => {
  try {
    return typeof value === 'string'
      ? decodeURIComponent(value)
          .replace(/[^\p{L}\p{N} ._-]/gu, '_')
          .slice(0, 200) || 'upload'
      : 'upload';
  } catch {
    return 'upload'; // a malformed percent-encoding: keep the default name
  }
};

/** Checks the body against what the upload asked for; throws the field error a user should read. */
function checkFile(body: unknown, mimetype: string, kinds: UploadKind[] | null): asserts body is Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError({ file: [UPLOAD_REQUIRED] });
  const kind = kindOf(mimetype);
  if (kinds === null || kind === 'images') {
    if (!imageSignatures[mimetype]?.(body)) throw new ValidationError({ file: [kinds === null ? UPLOAD_NOT_IMAGE : kindsMessage(kinds)] });
  }
  if (kinds !== null && (!kind || !kinds.includes(kind))) throw new ValidationError({ file: [kindsMessage(kinds)] });
}

const previewSchema = z.object({ uuid: z.uuid({ error: 'The selected upload is invalid.' }) });

export function uploadRoutes(deps: { storage: FileStorage; clock?: () => Date }): Router {
  const clock = deps.clock ?? (() => new Date());
  const router = Router();

  router.post('/api/uploads/signature', requireAuth, (req, res) => {
    res.json(uploadSignature(req, clock()));
  });

  router.post('/api/uploads/preview', requireAuth, async (req, res) => {
    const { userId } = authOf(req);
    const { uuid } = parseInput(previewSchema, req.body ?? {});
    const file = await deps.storage.get(uuid);
    // A preview is of one's own upload (before it is attached anywhere).
    if (!file || file.ownerId !== userId) throw new NotFoundError();
    res.json(signedFileUrl(req, deps.storage.url(uuid), uuid, clock()));
  });

  router.post('/api/uploads', requireAuth, readFile, async (req, res) => {
    const { userId } = authOf(req);
    const kinds = requestedKinds(req.query.kinds);
    if (kinds !== null && !validUploadSignature(req, req.get('x-upload-signature'), req.get('x-upload-expire'), clock()))
      throw new ValidationError({ signature: [UPLOAD_SIGNATURE_INVALID] });
    const mimetype = mimetypeOf(req.get('content-type'));
    const body: unknown = req.body;
    checkFile(body, mimetype, kinds);
    const filename = safeFilename(req.get('x-filename'));
    const { uuid, size } = await deps.storage.put(body, { mimetype, filename, ownerId: userId });
    res
      .status(201)
      .json({ provider: deps.storage.kind, uuid, filename, mimetype, size, url: fileUrlFor(req, deps.storage, clock())(uuid) });
  });
  return router;
}
