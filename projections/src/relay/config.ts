import { z } from 'zod';
import { baseEnv } from '@practicum/shared/platform/config';

export const configSchema = z.object({
  ...baseEnv,
  KAFKA_BROKERS: z.string().min(1),
  KAFKA_CLIENT_ID: z.string().default('practicum-relay'),
});
export type RelayConfig = z.infer<typeof configSchema>;
