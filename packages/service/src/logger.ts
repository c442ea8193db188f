import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON logger per service; `LOG_LEVEL` changes the level (tests run with `silent`). A test that reads the
 * lines gives its own `destination` and level.
 */
export function createLogger(
  service: string,
  { destination, level }: { destination?: DestinationStream; level?: string } = {},
): Logger {
  const chosen = level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  const options = { name: service, level: chosen };
  return destination ? pino(options, destination) : pino(options);
}
