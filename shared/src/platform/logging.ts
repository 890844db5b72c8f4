import { pino, type Logger } from 'pino';

export type { Logger };

/** A logger at `level`; to standard output, or appended to the file `toFile` names (created with its folder). */
export const createLogger = (level: string = process.env.LOG_LEVEL ?? 'info', name = 'practicum', toFile?: string): Logger =>
  toFile
    ? pino({ name, level, base: undefined }, pino.destination({ dest: toFile, mkdir: true, sync: true }))
    : pino({ name, level, base: undefined });
