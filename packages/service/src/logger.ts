import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON logger per service; `LOG_LEVEL` changes the level (tests run with `silent`). */
export function createLogger(service: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ name: service, level });
}
