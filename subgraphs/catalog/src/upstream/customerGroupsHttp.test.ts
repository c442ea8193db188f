import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCustomerGroups, USER_ME_PATH } from './customerGroupsHttp';

/**
 * A small stand-in of vue-storefront-api's GET /api/user/me, answering its shapes: the profile in
 * `{ code: 200, result }`, and Magento's message with code 401 for a token it does not know.
 */
const PROFILES: Record<string, unknown> = {
  'tok-general': {
    id: 1,
    group_id: 0,
    email: 'an@example.be',
    firstname: 'An',
    lastname: 'Peeters',
    addresses: [],
  },
  'tok-foreign': {
    id: 2,
    group_id: 8,
    email: 'jo@example.rw',
    firstname: 'Jo',
    lastname: 'Uwase',
    addresses: [],
    groupToken: 'signed-group-token',
  },
  'tok-no-group': { id: 3, email: 'x@example.be', firstname: 'X', lastname: 'Y', addresses: [] },
};

let server: Server;
let baseUrl: string;
const seen: { url: string; requestId: string | undefined; authorization: string | undefined }[] = [];

function answer(request: IncomingMessage): { status: number; body: unknown; type?: string } {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== USER_ME_PATH) return { status: 404, body: { code: 404, result: 'Not found' } };
  const token = url.searchParams.get('token') ?? '';
  if (token === 'tok-broken') return { status: 500, body: { code: 500, result: 'Internal error' } };
  if (token === 'tok-html') return { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' };
  const profile = PROFILES[token];
  if (!profile)
    return {
      status: 401,
      body: { code: 401, result: "The consumer isn't authorized to access %resources." },
    };
  return { status: 200, body: { code: 200, result: profile } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      requestId: request.headers['x-request-id'] as string | undefined,
      authorization: request.headers.authorization,
    });
    const { status, body, type } = answer(request);
    response.writeHead(status, { 'content-type': type ?? 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const platform = () => new HttpCustomerGroups({ baseUrl, timeoutMs: 2000 });

describe('HttpCustomerGroups (GET /api/user/me)', () => {
  it("reads the customer's group_id, sending the token as the token query parameter and the request id", async () => {
    expect(await platform().groupOf('tok-foreign', { requestId: 'req-42' })).toBe(8);
    expect(await platform().groupOf('tok-general')).toBe(0);
    const call = seen.find((request) => request.requestId === 'req-42');
    expect(call?.url).toBe(`${USER_ME_PATH}?token=tok-foreign`);
    expect(call?.authorization).toBeUndefined();
  });

  it('turns a rejected token (401) into UNAUTHENTICATED', async () => {
    await expect(platform().groupOf('tok-expired')).rejects.toMatchObject({
      message: 'The commerce platform did not accept the customer token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('turns another failure into an upstream error, naming the code', async () => {
    await expect(platform().groupOf('tok-broken')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_ERROR', upstreamCode: 500 },
    });
    await expect(platform().groupOf('tok-html')).rejects.toMatchObject({
      message: 'Error with response - bad content-type!',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });

  it('refuses a profile without a customer group', async () => {
    await expect(platform().groupOf('tok-no-group')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });

  it('says the platform is unavailable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = new HttpCustomerGroups({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
    await expect(down.groupOf('tok-general')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
