// Upload signatures and signed preview urls (spec 000 §7: "Upload signature
// (returns signature and expire); post a preview with uuid (returns signed
// url)"). The key is per session and lives in the session both services share,
// so a signature is worth nothing outside the session that asked for it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import 'express-session';

declare module 'express-session' {
  interface SessionData {
    uploadKey?: string;
  }
}

/** Lifetime of a signature; the client refreshes it about 2 minutes before it expires (spec 000 §9). */
export const SIGNATURE_TTL_SECONDS = 10 * 60;

const sign = (key: string, payload: string): string => createHmac('sha256', key).update(payload).digest('hex');

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A fresh signature for uploads in this session: { signature, expire } (expire in unix seconds). */
export function uploadSignature(req: Request, now: Date): { signature: string; expire: number } {
  const key = (req.session.uploadKey ??= randomBytes(32).toString('hex'));
  const expire = Math.floor(now.getTime() / 1000) + SIGNATURE_TTL_SECONDS;
  return { signature: sign(key, `upload:${expire}`), expire };
}

/** Whether an upload's signature is this session's and has not expired. */
export function validUploadSignature(req: Request, signature: unknown, expire: unknown, now: Date): boolean {
  const key = req.session.uploadKey;
  const at = Number(expire);
  if (!key || typeof signature !== 'string' || !Number.isInteger(at) || at * 1000 < now.getTime()) return false;
  return sameText(sign(key, `upload:${at}`), signature);
}

/** A url for one file that only this session can open, until it expires. */
export function signedFileUrl(req: Request, url: string, uuid: string, now: Date): { url: string; expire: number } {
  const key = (req.session.uploadKey ??= randomBytes(32).toString('hex'));
  const expire = Math.floor(now.getTime() / 1000) + SIGNATURE_TTL_SECONDS;
  return { url: `${url}?expires=${expire}&signature=${sign(key, `file:${uuid}:${expire}`)}`, expire };
}

/** The url every answer hands out for a file: signed for the asking session, valid for minutes (issue 10 item 3). */
export const fileUrlFor =
  (req: Request, storage: { url(uuid: string): string }, now = new Date()) =>
  (uuid: string): string =>
    signedFileUrl(req, storage.url(uuid), uuid, now).url;

/**
 * For a request carrying `expires` and `signature`: `valid` when they sign this file for this session, unexpired;
 * `expired` when this session signed it and its time is past; `foreign` for anything else (no signature, another
 * session's, made up), which tells nothing about the file, not even that it exists.
 */
export function fileSignatureOf(req: Request, uuid: string, now: Date): 'valid' | 'expired' | 'foreign' {
  const key = req.session.uploadKey;
  const { expires, signature } = req.query;
  const at = Number(expires);
  if (!key || typeof signature !== 'string' || !Number.isInteger(at) || !sameText(sign(key, `file:${uuid}:${at}`), signature))
    return 'foreign';
  return at * 1000 < now.getTime() ? 'expired' : 'valid';
}
