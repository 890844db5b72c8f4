import { z } from 'zod';
import { baseEnv } from '@practicum/shared/platform/config';

export const configSchema = z.object({
  ...baseEnv,
  PROJECTION_BATCH_SIZE: z.coerce.number().int().positive().default(500),
});
export type ProjectionsConfig = z.infer<typeof configSchema>;
