// What the initial page state says about the deployment (spec 000 §3.1): the outside links, the realtime key
// and cluster, where uploads are served from, the card processor's public key and the archive window of
// inactive positions. Read once from the environment, failing fast on a malformed value.
import { z } from 'zod';
import {
  kindExtensions,
  kindRules,
  preferredVideoMimetypes,
  uploadKinds,
  type UploadKind,
} from '@practicum/shared/domain/attachments/kinds';
import type { PageSettings } from '@practicum/shared/domain/session/initialState';
import { UPLOADS_URL_PREFIX } from '@practicum/shared/platform/storage/index';
import { cardPaymentConfigFromEnv } from '@practicum/shared/platform/payments/config';
import { realtimeKeysFromEnv } from '@practicum/shared/platform/realtimeKeys';

const url = (fallback: string) => z.string().trim().min(1).default(fallback);

const envSchema = z.object({
  HELP_URL: url('https://help.practicum.example/'),
  SUPPORT_URL: url('/site/contact'),
  SOCIAL_URL: url('https://www.linkedin.com/company/practicum-example'),
  STATUS_URL: url('https://status.practicum.example/'),
  CAREERS_URL: url('https://practicum.example/careers'),
  UPLOAD_CDN_URL: url(UPLOADS_URL_PREFIX),
  INACTIVE_POSITION_ARCHIVE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
});

export type { PageSettings };

export function pageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PageSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid page settings in the environment: ${problems}`);
  }
  const e = parsed.data;
  const realtime = realtimeKeysFromEnv(env);
  return {
    help_url: e.HELP_URL,
    support_url: e.SUPPORT_URL,
    social_url: e.SOCIAL_URL,
    status_url: e.STATUS_URL,
    careers_url: e.CAREERS_URL,
    realtime_key: realtime.key,
    realtime_cluster: realtime.cluster,
    upload_extensions: kindExtensions,
    mimetype_categories: Object.fromEntries(uploadKinds.map((kind) => [kind, kindRules[kind].mimetypes])) as Record<
      UploadKind,
      readonly string[]
    >,
    preferred_video_mimetypes: preferredVideoMimetypes,
    upload_cdn_url: e.UPLOAD_CDN_URL,
    card_payment_public_key: cardPaymentConfigFromEnv(env)?.publishableKey ?? null,
    inactive_position_archive_days: e.INACTIVE_POSITION_ARCHIVE_DAYS,
  };
}
