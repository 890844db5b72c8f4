import { z } from 'zod';
import { baseEnv, httpEnv } from '@practicum/shared/platform/config';

export const configSchema = z.object({
  ...baseEnv,
  ...httpEnv,
  /** Upper bound of the X-Min-Position wait, in milliseconds. */
  MIN_POSITION_WAIT_MS: z.coerce.number().int().positive().default(2000),
});
export type QueryServiceConfig = z.infer<typeof configSchema>;
