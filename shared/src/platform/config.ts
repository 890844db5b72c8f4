// Environment parsing shared by every service: one zod schema per service over
// process.env, parsed once at start, failing fast with a readable message.
import { z } from 'zod';
import { DEFAULT_IDLE_TIMEOUT_SECONDS } from '../domain/identity/idleTimeout.js';
import { defaultMapTileUrl } from './http/securityHeaders.js';

export const baseEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url(),
  /** When set, the EventStoreDB adapter is used instead of the Postgres one. */
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  /** Comma-separated Kafka brokers; when set, consumers read Kafka instead of the event store. */
  KAFKA_BROKERS: z.string().optional(),
};

export const httpEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on: this machine only unless set (a container sets 0.0.0.0). */
  HOST: z.string().min(1).optional(),
  /** Proxies whose X-Forwarded-For/-Proto are believed (express 'trust proxy'; none unless set; http/trustProxy.ts). */
  TRUST_PROXY: z
    .string()
    .refine((value) => value.trim() !== 'true', 'name the proxies (addresses, subnets, a hop count): "true" would believe any client')
    .optional(),
  SESSION_SECRET: z.string().min(16),
  SESSION_LIFETIME_SECONDS: z.coerce.number().int().positive().default(7200),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(DEFAULT_IDLE_TIMEOUT_SECONDS),
  IDLE_WARNING_SECONDS: z.coerce.number().int().positive().default(120),
  /** Map tiles of the site directory ({z}/{x}/{y} template); empty: no tiles (offline machines, tests). */
  MAP_TILE_URL: z.string().max(2048).default(defaultMapTileUrl),
  /** Uploaded files (local-disk storage): the command side writes, the query side serves; both must see it. */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /** Where uploads go: local disk (UPLOAD_DIR) or an S3-compatible bucket (S3_*; see storage/index.ts storageFromEnv). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  /** Live sessions' video (platform/video): ICE servers of the embedded WebRTC mesh (JSON array or url list; none on a LAN). */
  VIDEO_ICE_SERVERS: z.string().optional(),
  /** The provider of new sessions: the embedded mesh unless big_blue_button (which needs BBB_URL and BBB_SECRET). */
  VIDEO_PROVIDER: z.enum(['embedded', 'big_blue_button']).optional(),
  /** Live sessions' participant caps (initial state live_session_participant_limits; liveSessions/limits.ts). */
  LIVE_PARTICIPANT_LIMIT: z.coerce.number().int().min(2).max(1000).optional(),
  LIVE_BBB_PARTICIPANT_LIMIT: z.coerce.number().int().min(2).max(1000).optional(),
  BBB_URL: z.url().optional(),
  BBB_SECRET: z.string().min(1).optional(),
};

/** The public origin of the app (https://practicum.example.org): every link in every mail is built on it. */
export const appUrlEnv = { APP_URL: z.url({ protocol: /^https?$/ }).optional() };

export const APP_URL_REQUIRED =
  'APP_URL is required in production: the public origin of the app (e.g. https://practicum.example.org), used for every link in mail';

/**
 * The origin of links in mail: APP_URL, never the request's Host header (a forged Host would put an attacker's
 * site in a reset link). Production refuses to start without it; development falls back to this machine.
 */
export function appUrlOf(config: { NODE_ENV: string; APP_URL?: string | undefined }, developmentDefault: string): string {
  if (config.APP_URL) return config.APP_URL.replace(/\/+$/, '');
  if (config.NODE_ENV === 'production') throw new Error(APP_URL_REQUIRED);
  return developmentDefault;
}

/** Runs a start-up step whose failure is one line for the operator, not a stack trace. */
export function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export function parseConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
