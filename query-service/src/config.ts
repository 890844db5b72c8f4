import { z } from 'zod';
import { baseEnv, httpEnv } from '@practicum/shared/platform/config';
import { realtimeAdapters } from './realtime/adapter.js';

export const configSchema = z.object({
  ...baseEnv,
  ...httpEnv,
  /** Upper bound of the X-Min-Position wait, in milliseconds. */
  MIN_POSITION_WAIT_MS: z.coerce.number().int().positive().default(2000),
  /** How socket.io reaches sockets on other replicas: "postgres" when more than one query service runs. */
  REALTIME_ADAPTER: z.enum(realtimeAdapters).default('memory'),
});
export type QueryServiceConfig = z.infer<typeof configSchema>;
