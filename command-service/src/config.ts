import { z } from 'zod';
import { appUrlEnv, baseEnv, httpEnv } from '@practicum/shared/platform/config';
import { mailEnv } from '@practicum/shared/platform/mail/config';
import { signInEnv } from './identity/signInEnv.js';

export const configSchema = z.object({ ...baseEnv, ...httpEnv, ...mailEnv, ...signInEnv, ...appUrlEnv });
export type CommandServiceConfig = z.infer<typeof configSchema>;
