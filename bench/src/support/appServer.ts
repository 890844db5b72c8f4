// Child process entry: the all-in-one app on its own event loop (as it runs in
// production), so the load generator in the parent does not share its thread.
// Parent → child messages: 'close', 'reset-stats', 'stats', 'loop-stalls', 'heap-sampling-start',
// { heapSamplingStopInto: dir }. Child → parent: { url } once listening, { stats }, { loopStalls } and
// { heapSampling } when asked.
import { installQueryStats, takeQueryStats } from './queryStats.js';
import { watchLoopStalls } from './loopStalls.js';
import { startPromotedSampling, stopPromotedSampling } from './heapSampling.js';

installQueryStats();
const loopStalls = watchLoopStalls();
const { startPracticum } = await import('@practicum/infra/app');
const { createLogger } = await import('@practicum/shared/platform/logging');

const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_APP_DATABASE_URL is not set');

const app = await startPracticum({
  databaseUrl,
  port: 0,
  seedDemo: true,
  sessionSecret: 'bench-session-secret-0123456789abcdef',
  // the frontend bench loads the built screens; the API benches need none
  serveFrontend: process.env.BENCH_SERVE_FRONTEND === '1',
  logger: createLogger('silent'),
});
process.send?.({ url: app.url });
process.on('message', (message) => {
  if (message === 'reset-stats') takeQueryStats();
  else if (message === 'stats') process.send?.({ stats: takeQueryStats() });
  else if (message === 'loop-stalls') process.send?.({ loopStalls: loopStalls.take() });
  else if (message === 'heap-sampling-start') void startPromotedSampling().then(() => process.send?.({ heapSampling: 'started' }));
  else if (typeof message === 'object' && message !== null && 'heapSamplingStopInto' in message)
    void stopPromotedSampling(String(message.heapSamplingStopInto)).then((path) => process.send?.({ heapSampling: path }));
  else if (message === 'close') void app.close().finally(() => process.exit(0));
});
// The parent died: do not linger.
process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
