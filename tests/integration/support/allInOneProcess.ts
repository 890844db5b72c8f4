// The all-in-one app (startPracticum, what `npm start` runs) in a process of its own, on the database named by
// DATABASE_URL, so a test can kill it with SIGKILL and start it again. Without the frontend (nothing to build),
// on a port of its own; prints "READY <url>" once the read models have caught up with the store.
import { startPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';

const app = await startPracticum({
  databaseUrl: process.env.DATABASE_URL!,
  port: 0,
  seedDemo: true,
  sessionSecret: 'crash-test-session-secret',
  serveFrontend: false,
  poolSize: 4,
  logger: createLogger('warn'),
});
process.stdout.write(`READY http://127.0.0.1:${app.port}\n`);
