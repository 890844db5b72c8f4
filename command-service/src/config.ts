import { z } from 'zod';
import { baseEnv, httpEnv } from '@practicum/shared/platform/config';

export const configSchema = z.object({ ...baseEnv, ...httpEnv });
export type CommandServiceConfig = z.infer<typeof configSchema>;
