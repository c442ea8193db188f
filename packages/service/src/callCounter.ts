import { Router, type RequestHandler } from 'express';
import { HEADER } from './headers';

/**
 * Counts the calls a service receives, per endpoint and per request id, so tests and benchmarks can
 * assert batching ("one index query, ⌈n/15⌉ stock calls"). Read with `GET /__calls`, reset with
 * `DELETE /__calls`; only mounted outside production.
 */
export interface CallCounts {
  total: number;
  byEndpoint: Record<string, number>;
  byRequestId: Record<string, Record<string, number>>;
}

export class CallCounter {
  private counts: CallCounts = { total: 0, byEndpoint: {}, byRequestId: {} };

  record(endpoint: string, requestId: string | undefined): void {
    this.counts.total += 1;
    this.counts.byEndpoint[endpoint] = (this.counts.byEndpoint[endpoint] ?? 0) + 1;
    if (requestId) {
      const perRequest = (this.counts.byRequestId[requestId] ??= {});
      perRequest[endpoint] = (perRequest[endpoint] ?? 0) + 1;
    }
  }

  snapshot(): CallCounts {
    return structuredClone(this.counts);
  }

  reset(): void {
    this.counts = { total: 0, byEndpoint: {}, byRequestId: {} };
  }

  /** Express middleware: records `METHOD /path` (route pattern when known) of every request but `/__calls` and `/health`. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (req.path !== '/__calls' && req.path !== '/health') {
        res.once('finish', () => {
          const pattern = (req.route as { path?: unknown } | undefined)?.path;
          const endpoint = endpointOf(
            req.method,
            req.originalUrl.split('?')[0] ?? '/',
            typeof pattern === 'string' ? pattern : undefined,
          );
          this.record(endpoint, req.header(HEADER.requestId));
        });
      }
      next();
    };
  }

  router(): Router {
    const router = Router();
    router.get('/__calls', (_req, res) => {
      res.json(this.snapshot());
    });
    router.delete('/__calls', (_req, res) => {
      this.reset();
      res.status(204).end();
    });
    return router;
  }
}

/** Reads a service's call counts over HTTP (tests and benchmarks). */
export async function fetchCallCounts(baseUrl: string): Promise<CallCounts> {
  const response = await fetch(`${baseUrl}/__calls`);
  if (!response.ok) throw new Error(`GET ${baseUrl}/__calls answered ${response.status}`);
  return (await response.json()) as CallCounts;
}

export async function resetCallCounts(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/__calls`, { method: 'DELETE' });
}

/**
 * `METHOD /mount/prefix/route/:pattern`: the route pattern groups calls like /img/310/300/...; the
 * mount prefix is recovered from the full path because express has already reset req.baseUrl when an
 * error answer of a mounted router finishes.
 */
export function endpointOf(method: string, fullPath: string, pattern?: string): string {
  if (!pattern) return `${method} ${fullPath}`;
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.startsWith('*')
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  const prefix = new RegExp(`^(.*?)${segments.join('/')}/?$`).exec(fullPath)?.[1] ?? '';
  return `${method} ${prefix}${pattern}`;
}
