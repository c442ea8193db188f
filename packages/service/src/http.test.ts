import { afterEach, describe, expect, it } from 'vitest';
import { CallCounter, fetchCallCounts } from './callCounter';
import { createApp, listen, type RunningService } from './http';
import { RestClient, expectOk } from './rest';

const running: RunningService[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function upstream() {
  const app = createApp();
  const counter = new CallCounter();
  app.use(counter.router(), counter.middleware());
  app.get('/api/stock/list', (req, res) => {
    res.json({
      code: 200,
      result: String(req.query.skus)
        .split(',')
        .map((sku) => ({ product_sku: sku })),
    });
  });
  app.get('/api/html', (_req, res) => {
    res.type('html').send('<h1>oops</h1>');
  });
  app.get('/api/bare', (_req, res) => {
    res.json({ items: [] });
  });
  app.get('/api/slow', (_req, res) => {
    setTimeout(() => res.json({ code: 200, result: null }), 500);
  });
  app.post('/api/cart/create', (_req, res) => {
    res.status(500).json({ code: 500, result: 'database down' });
  });
  app.put('/teachers/7', (_req, res) => {
    res
      .status(400)
      .json({ code: 400, error: true, errno: 1062, result: 'A teacher with this email already exists.' });
  });
  app.get('/books/unknown', (_req, res) => {
    res.status(404).json({ code: 404, error: true, result: 'Book not found' });
  });
  app.get('/api/odd-extras', (_req, res) => {
    res.status(400).json({ code: 400, error: 'yes', errno: '1062', result: 'refused' });
  });
  const service = await listen(app, { name: 'fake upstream', port: 0, portVariable: 'FAKE_PORT' });
  running.push(service);
  return service;
}

describe('listen', () => {
  it('names the port and the variable that changes it when the port is taken', async () => {
    const first = await upstream();
    await expect(
      listen(createApp(), { name: 'cart subgraph', port: first.port, portVariable: 'CART_PORT' }),
    ).rejects.toThrow(
      `cart subgraph: port ${first.port} is already in use. Stop what uses it or choose another port with CART_PORT=<port>.`,
    );
  });

  it('answers /health', async () => {
    const service = await upstream();
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({
      status: 'ok',
      runtime: `node ${process.versions.node.split('.')[0]}`,
    });
  });
});

describe('RestClient', () => {
  it('returns the { code, result } envelope and sends the request id', async () => {
    const service = await upstream();
    const client = new RestClient({
      upstream: 'commerce platform',
      baseUrl: service.url,
      timeoutMs: 1000,
      requestId: 'req-1',
    });
    const envelope = await client.get<{ product_sku: string }[]>('/api/stock/list', {
      query: { skus: 'a,b' },
    });
    expect(envelope).toMatchObject({
      status: 200,
      code: 200,
      result: [{ product_sku: 'a' }, { product_sku: 'b' }],
    });
    const counts = await fetchCallCounts(service.url);
    expect(counts.byRequestId['req-1']).toEqual({ 'GET /api/stock/list': 1 });
  });

  it("maps a non-JSON answer to 'Error with response - bad content-type!'", async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'commerce platform', baseUrl: service.url, timeoutMs: 1000 });
    await expect(client.get('/api/html')).rejects.toMatchObject({
      message: 'Error with response - bad content-type!',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });

  it("maps an answer without code and result to 'Unhandled error, wrong response format!'", async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'commerce platform', baseUrl: service.url, timeoutMs: 1000 });
    await expect(client.get('/api/bare')).rejects.toMatchObject({
      message: 'Unhandled error, wrong response format!',
    });
  });

  it('times out with UPSTREAM_TIMEOUT and reports an unreachable upstream as UPSTREAM_UNAVAILABLE', async () => {
    const service = await upstream();
    const slow = new RestClient({ upstream: 'commerce platform', baseUrl: service.url, timeoutMs: 50 });
    await expect(slow.get('/api/slow')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
    const down = new RestClient({
      upstream: 'commerce platform',
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 500,
    });
    await expect(down.get('/api/stock/list')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it("keeps an error envelope's errno and error flag (the reading programme's duplicate: errno 1062)", async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'reading programme', baseUrl: service.url, timeoutMs: 1000 });
    expect(await client.put('/teachers/7', { body: { email: 'an@school.be' } })).toEqual({
      status: 400,
      code: 400,
      error: true,
      errno: 1062,
      result: 'A teacher with this email already exists.',
    });
    expect(await client.get('/books/unknown')).toEqual({
      status: 404,
      code: 404,
      error: true,
      result: 'Book not found',
    });
  });

  it('leaves them out of an envelope without them, or with ones of another type', async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'commerce platform', baseUrl: service.url, timeoutMs: 1000 });
    const ok = await client.get('/api/stock/list', { query: { skus: 'a' } });
    expect(Object.keys(ok)).not.toContain('errno');
    expect(Object.keys(ok)).not.toContain('error');
    const odd = await client.get('/api/odd-extras');
    expect(odd).toEqual({ status: 400, code: 400, result: 'refused' });
  });

  it('expectOk names the errno of an unexpected answer', async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'reading programme', baseUrl: service.url, timeoutMs: 1000 });
    const envelope = await client.put('/teachers/7');
    expect(() => expectOk(envelope, 'reading programme', 'change a teacher')).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ upstreamCode: 400, upstreamErrno: 1062 }) as unknown,
      }),
    );
  });

  it('expectOk turns an unexpected code into UPSTREAM_ERROR with the upstream message', async () => {
    const service = await upstream();
    const client = new RestClient({ upstream: 'commerce platform', baseUrl: service.url, timeoutMs: 1000 });
    const envelope = await client.post('/api/cart/create');
    expect(() => expectOk(envelope, 'commerce platform', 'create a cart')).toThrow(
      'commerce platform failed to create a cart (code 500): database down',
    );
  });
});

describe('endpointOf', () => {
  it('names a call by its mount prefix and route pattern', async () => {
    const { endpointOf } = await import('./callCounter');
    expect(endpointOf('POST', '/auth/login', '/login')).toBe('POST /auth/login');
    expect(endpointOf('GET', '/authors/single/anna', '/single/:slug')).toBe('GET /authors/single/:slug');
    expect(
      endpointOf('GET', '/img/310/300/resize/catalog/product/a.svg', '/img/:width/:height/:action/*path'),
    ).toBe('GET /img/:width/:height/:action/*path');
    expect(endpointOf('GET', '/unknown/path')).toBe('GET /unknown/path');
  });
});
