import { pino, type Logger } from 'pino';

export type { Logger };

export const createLogger = (level: string = process.env.LOG_LEVEL ?? 'info', name = 'practicum'): Logger =>
  pino({ name, level, base: undefined });
