import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { logFailureOnce, UPSTREAM_CALL_FAILED } from './failureLog';
import { createApp, listen, type RunningService } from './http';
import { createLogger } from './logger';
import { RestClient, expectOk } from './rest';

const running: RunningService[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('test', {
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  });
  return { logger, lines };
}

async function upstream() {
  const app = createApp();
  app.get('/api/slow', (_req, res) => {
    setTimeout(() => res.json({ code: 200, result: null }), 500);
  });
  app.post('/api/cart/create', (_req, res) => {
    res.status(500).json({ code: 500, result: 'database down' });
  });
  const service = await listen(app, { name: 'fake upstream', port: 0, portVariable: 'FAKE_PORT' });
  running.push(service);
  return service;
}

describe('a failed upstream call', () => {
  it('is logged by the client in one line: upstream, method, path without query, outcome, duration, request id', async () => {
    const service = await upstream();
    const { logger, lines } = capturedLogger();
    const client = new RestClient({
      upstream: 'commerce platform',
      baseUrl: service.url,
      timeoutMs: 50,
      requestId: 'req-1',
      logger,
    });
    const failure = await client
      .get('/api/slow', { query: { token: 'secret-token' } })
      .catch((e: unknown) => e);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: UPSTREAM_CALL_FAILED,
        upstream: 'commerce platform',
        method: 'GET',
        path: '/api/slow',
        outcome: 'timeout',
        code: 'UPSTREAM_TIMEOUT',
        requestId: 'req-1',
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    // Every field that then turns it into null logs nothing more.
    logFailureOnce(logger, failure, 'stock unavailable', { sku: 'A' });
    logFailureOnce(logger, failure, 'stock unavailable', { sku: 'B' });
    expect(lines).toHaveLength(1);
  });

  it('that an adapter reads as a failure is logged once, by the first that catches it, naming the call', async () => {
    const service = await upstream();
    const { logger, lines } = capturedLogger();
    const client = new RestClient({
      upstream: 'commerce platform',
      baseUrl: service.url,
      timeoutMs: 1000,
      requestId: 'req-2',
    });
    const envelope = await client.post('/api/cart/create');
    let failure: unknown;
    try {
      expectOk(envelope, 'commerce platform', 'create a cart');
    } catch (error) {
      failure = error;
    }
    for (const sku of ['A', 'B', 'C']) logFailureOnce(logger, failure, 'cart unavailable', { sku });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'cart unavailable',
        method: 'POST',
        path: '/api/cart/create',
        outcome: 500,
        code: 'UPSTREAM_ERROR',
        upstreamCode: 500,
        requestId: 'req-2',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('sku');
  });

  it('any other failure is logged once with the item it failed', () => {
    const { logger, lines } = capturedLogger();
    const failure = new Error('no such thing');
    logFailureOnce(logger, failure, 'lookup failed', { sku: 'A' });
    logFailureOnce(logger, failure, 'lookup failed', { sku: 'B' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'lookup failed', sku: 'A' })]);
  });
});
