// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  encodeReadingSession,
  encodeShopSession,
  listen,
  READING_SESSION_HEADER,
  serveGraphQL,
  SHOP_SESSION_HEADER,
  type RunningService,
} from '@shop/service';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/shared/config/runtimeConfig';
import { createWebApp, type WebAppOptions } from '../app';
import type { RenderPage } from '../pages';
import { REFRESH_LOCK_FAILED, TOO_MANY_REFRESH_ATTEMPTS } from './domain/tokenRefresh';

/**
 * The web server's sessions against a small gateway: a real Apollo Server (CSRF prevention on, as the shop's
 * gateway has it) speaking the cart subgraph's session contract. Tokens: `token-1` and `token-2` work,
 * `token-old` is expired, `token-cursed` is refused even fresh; refresh tokens rotate on use.
 */
const TYPE_DEFS = /* GraphQL */ `
  type Query {
    me: String
    readingMe: String
  }
  type Mutation {
    logIn: Boolean
    logOut: Boolean
    pupilLogin: Boolean
    readingLogout: Boolean
    refreshSession(refreshToken: String!): SessionPayload!
  }
  type SessionPayload {
    session: CustomerSession
    userErrors: [UserError!]!
  }
  type CustomerSession {
    token: String
    refreshToken: String
    expiresAt: String
  }
  type UserError {
    code: String!
    message: String!
  }
`;

interface FakeContext {
  headers: IncomingHttpHeaders;
  shopSession?: string;
  readingSession?: string;
}

const PUPIL_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdHVkZW50OjEwMSJ9.c2ln';

const state = {
  received: [] as IncomingHttpHeaders[],
  refreshCalls: [] as { refreshToken: string; headers: IncomingHttpHeaders }[],
  logOuts: 0,
  validTokens: new Set<string>(),
  /** refresh token → the tokens it is exchanged for, once. */
  refreshes: new Map<string, { token: string; refreshToken: string }>(),
};

function resetState() {
  state.received = [];
  state.refreshCalls = [];
  state.logOuts = 0;
  state.validTokens = new Set(['token-1', 'token-2']);
  state.refreshes = new Map([
    ['refresh-cursed', { token: 'token-cursed', refreshToken: 'refresh-cursed-2' }],
  ]);
}

let issued = 0;
/**
 * A refresh token the platform exchanges once for token-2 and refresh-2. New in every test: the web server's
 * token lock remembers each exchange for its grace time.
 */
function issueRefreshToken(): string {
  issued += 1;
  const refreshToken = `refresh-1-${issued}`;
  state.refreshes.set(refreshToken, { token: 'token-2', refreshToken: 'refresh-2' });
  return refreshToken;
}

const bearer = (headers: IncomingHttpHeaders) => headers.authorization?.replace(/^Bearer /, '') ?? null;

const resolvers = {
  Query: {
    me: (_: unknown, __: unknown, { headers }: FakeContext) => {
      const token = bearer(headers);
      if (token === null) return null;
      if (!state.validTokens.has(token))
        throw new GraphQLError('The cart service answered 401', { extensions: { code: 'UNAUTHENTICATED' } });
      return `customer with ${token}`;
    },
    readingMe: (_: unknown, __: unknown, { headers }: FakeContext) =>
      headers['x-reading-token'] ? `pupil with ${String(headers['x-reading-token'])}` : null,
  },
  Mutation: {
    logIn: (_: unknown, __: unknown, context: FakeContext) => {
      context.shopSession = encodeShopSession({
        kind: 'renewed',
        tokens: { token: 'token-1', refreshToken: 'refresh-1', expiresAt: null },
      });
      return true;
    },
    logOut: (_: unknown, __: unknown, context: FakeContext) => {
      state.logOuts += 1;
      // As the platform (issue 18 item 4): the customer's tokens and refresh tokens stop working.
      const token = bearer(context.headers);
      if (token !== null) {
        state.validTokens.delete(token);
        state.refreshes.clear();
      }
      context.shopSession = 'end';
      return true;
    },
    pupilLogin: (_: unknown, __: unknown, context: FakeContext) => {
      context.readingSession = encodeReadingSession({ kind: 'renewed', token: PUPIL_JWT });
      return true;
    },
    readingLogout: (_: unknown, __: unknown, context: FakeContext) => {
      context.readingSession = encodeReadingSession({ kind: 'ended' });
      return true;
    },
    refreshSession: async (
      _: unknown,
      { refreshToken }: { refreshToken: string },
      { headers }: FakeContext,
    ) => {
      state.refreshCalls.push({ refreshToken, headers });
      if (refreshToken === 'refresh-while-cart-down')
        throw new GraphQLError('The cart service could not be reached.', {
          extensions: { code: 'SUBGRAPH_UNAVAILABLE' },
        });
      // Slow enough that requests refused at the same time all find the refresh running.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = state.refreshes.get(refreshToken);
      state.refreshes.delete(refreshToken);
      if (!next)
        return { session: null, userErrors: [{ code: 'SESSION_EXPIRED', message: REFRESH_LOCK_FAILED }] };
      state.validTokens.add(next.token === 'token-cursed' ? 'nothing' : next.token);
      return { session: { ...next, expiresAt: null }, userErrors: [] };
    },
  },
};

/** The gateway's answer headers: the request id, and the cart subgraph's X-Shop-Session. */
const shopSessionAnswer: ApolloServerPlugin<FakeContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        // As the shop's gateway does, so a client can quote it.
        const requestId = contextValue.headers['x-request-id'];
        if (typeof requestId === 'string') response.http.headers.set('x-request-id', requestId);
        if (contextValue.shopSession)
          response.http.headers.set(SHOP_SESSION_HEADER, contextValue.shopSession);
        if (contextValue.readingSession)
          response.http.headers.set(READING_SESSION_HEADER, contextValue.readingSession);
      },
    };
  },
};

let distDir: string;
let gateway: RunningService;
let web: RunningService;
let secureWeb: RunningService;

/** The page render asks `{ me }` twice at once, as a page whose header and body both show the customer. */
const renderAskingMe: RenderPage = async ({ fetch, headers, store }) => {
  const ask = async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', store },
      body: JSON.stringify({ query: '{ me }' }),
    });
    return (await response.json()) as { data?: { me: string | null } };
  };
  const answers = await Promise.all([ask(), ask()]);
  return {
    declaration: { kind: 'found', name: 'Mijn account', description: null, paths: {} },
    siteWords: {
      notFoundTitle: 'Pagina niet gevonden',
      errorTitle: 'Er is iets misgegaan',
      description: 'Kinderboeken.',
    },
    markup: Readable.from([`<main>${answers.map((answer) => answer.data?.me ?? 'guest').join('|')}</main>`]),
    stateScript: '',
    stats: { dataPasses: 1, renders: 3, operations: [] },
  };
};

function options(overrides: Partial<WebAppOptions> = {}): WebAppOptions {
  return {
    distDir,
    gatewayUrl: `${gateway.url}/graphql`,
    imagesUrl: `${gateway.url}/img`,
    publicUrl: 'http://localhost:3000',
    externalSites: { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org' },
    pageLookupTimeoutMs: 2000,
    render: renderAskingMe,
    sessionLifetimeSeconds: 30 * 24 * 3600,
    readerUrl: 'http://localhost:4104/reader',
    strictTransportSecurity: false,
    runtimeConfig: DEFAULT_RUNTIME_CONFIG,
    ...overrides,
  };
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-session-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Clavis</title></head><body><div id="root"></div></body></html>',
  );
  gateway = await serveGraphQL({
    name: 'fake gateway',
    server: new ApolloServer<FakeContext>({
      typeDefs: TYPE_DEFS,
      resolvers,
      csrfPrevention: true,
      plugins: [shopSessionAnswer],
    }),
    context: async ({ req }) => {
      state.received.push(req.headers);
      return { headers: req.headers };
    },
    port: 0,
    portVariable: 'GATEWAY_PORT',
  });
  web = await listen(createWebApp(options()), { name: 'web', port: 0, portVariable: 'WEB_PORT' });
  secureWeb = await listen(createWebApp(options({ publicUrl: 'https://shop.example.org' })), {
    name: 'web',
    port: 0,
    portVariable: 'WEB_PORT',
  });
});

afterAll(async () => {
  await web?.close();
  await secureWeb?.close();
  await gateway?.close();
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(resetState);

function post(query: string, cookie?: string, base = web.url) {
  return fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
}

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

/**
 * Both session cookies are named and expire now. The names come first: a check of every Set-Cookie alone
 * would pass on an answer that clears nothing.
 */
function expectSessionCookiesCleared(setCookies: string[]) {
  expect(setCookies.map((cookie) => cookie.split('=')[0])).toEqual(['shop_token', 'shop_refresh']);
  for (const cookie of setCookies) expect(cookie).toMatch(/^shop_(token|refresh)=; Path=\/; Max-Age=0; /);
}

describe('web server /graphql: the session in HttpOnly cookies', () => {
  it('turns a log in into HttpOnly, SameSite=Lax cookies for 30 days, and never shows X-Shop-Session', async () => {
    const response = await post('mutation { logIn }');
    expect(await response.json()).toEqual({ data: { logIn: true } });
    expect(response.headers.getSetCookie()).toEqual([
      'shop_token=token-1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
      'shop_refresh=refresh-1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
    expect(response.headers.get(SHOP_SESSION_HEADER)).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(state.received[0]).toMatchObject({ 'x-session-transport': 'cookie' });
    expect(state.received[0]).not.toHaveProperty('authorization');
  });

  it('makes the cookies Secure when the shop is served over HTTPS', async () => {
    const response = await post('mutation { logIn }', undefined, secureWeb.url);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("sends the token cookie as Authorization: Bearer, never the browser's Cookie header or its own Authorization", async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'consent=yes; shop_token=token-1; shop_refresh=refresh-1',
        authorization: 'Bearer someone-elses-token',
        'x-request-id': 'trace-7',
        store: 'en-be',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ query: '{ me }' }),
    });
    expect(await response.json()).toEqual({ data: { me: 'customer with token-1' } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-request-id')).toBe('trace-7');
    const received = state.received[0];
    expect(received).toMatchObject({
      authorization: 'Bearer token-1',
      'x-session-transport': 'cookie',
      'x-request-id': 'trace-7',
      store: 'en-be',
      'content-type': 'application/json',
    });
    expect(received).not.toHaveProperty('cookie');
    expect(received).not.toHaveProperty('x-forwarded-for');
    // Issue 18 item 7: the browser's address comes from the socket, not from the X-Forwarded-For it claimed.
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(received?.['x-client-address']);
  });

  it('believes X-Forwarded-For only from a proxy WEB_TRUSTED_PROXIES names (issue 18 item 7)', async () => {
    const behindProxy = await listen(createWebApp(options({ trustedProxies: ['loopback'] })), {
      name: 'web',
      port: 0,
      portVariable: 'WEB_PORT',
    });
    try {
      const ask = (url: string) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ query: '{ me }' }),
        });
      await ask(behindProxy.url);
      // The load balancer on loopback saw the browser at 203.0.113.9: that is the address logins count against.
      expect(state.received[0]?.['x-client-address']).toBe('203.0.113.9');
      await ask(web.url);
      // Without a trusted proxy, a claimed X-Forwarded-For is the browser's own word, and ignored.
      expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(state.received[1]?.['x-client-address']);
    } finally {
      await behindProxy.close();
    }
  });

  it('clears both cookies when the session ends', async () => {
    const response = await post('mutation { logOut }', 'shop_token=token-1; shop_refresh=refresh-1');
    expect(response.headers.getSetCookie()).toEqual([
      'shop_token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
      'shop_refresh=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
    expect(response.headers.get(SHOP_SESSION_HEADER)).toBeNull();
  });

  it('logs out: both cookies are cleared, and a copy of their old values is refused and cleared again', async () => {
    const cookie = `shop_token=token-1; shop_refresh=${issueRefreshToken()}`;
    expect(await (await post('{ me }', cookie)).json()).toEqual({ data: { me: 'customer with token-1' } });

    const logout = await post('mutation { logOut }', cookie);
    expect(await logout.json()).toEqual({ data: { logOut: true } });
    const cleared = logout.headers.getSetCookie();
    expect(cleared.map((setCookie) => setCookie.split('=')[0])).toEqual(['shop_token', 'shop_refresh']);
    expect([cookieValue(cleared, 'shop_token'), cookieValue(cleared, 'shop_refresh')]).toEqual(['', '']);
    expect(cleared.every((setCookie) => setCookie.includes('Max-Age=0'))).toBe(true);

    const replayed = await post('{ me }', cookie);
    const body = (await replayed.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message)).toEqual([REFRESH_LOCK_FAILED]);
    expect(state.refreshCalls).toHaveLength(1);
    const again = replayed.headers.getSetCookie();
    expect(again.map((setCookie) => setCookie.split('=')[0])).toEqual(['shop_token', 'shop_refresh']);
    expect([cookieValue(again, 'shop_token'), cookieValue(again, 'shop_refresh')]).toEqual(['', '']);
  });

  it('refreshes an expired token once, retries with the new one and keeps the new tokens in the cookies', async () => {
    const response = await post('{ me }', `shop_token=token-old; shop_refresh=${issueRefreshToken()}`);
    expect(await response.json()).toEqual({ data: { me: 'customer with token-2' } });
    const cookies = response.headers.getSetCookie();
    expect([cookieValue(cookies, 'shop_token'), cookieValue(cookies, 'shop_refresh')]).toEqual([
      'token-2',
      'refresh-2',
    ]);
    expect(state.refreshCalls).toHaveLength(1);
    // The refresh asks for the tokens in the body: no X-Session-Transport, no customer token.
    expect(state.refreshCalls[0]?.headers).not.toHaveProperty('x-session-transport');
    expect(state.refreshCalls[0]?.headers).not.toHaveProperty('authorization');
    expect(state.received.map(bearer)).toEqual(['token-old', null, 'token-2']);
  });

  it('10 requests refused at the same time cause one refresh, and each is answered with the new session', async () => {
    const cookie = `shop_token=token-old; shop_refresh=${issueRefreshToken()}`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('{ me }', cookie)));
    expect(state.refreshCalls).toHaveLength(1);
    for (const response of responses) {
      expect(await response.json()).toEqual({ data: { me: 'customer with token-2' } });
      expect(cookieValue(response.headers.getSetCookie(), 'shop_token')).toBe('token-2');
    }
  });

  it('hands the new tokens to a request that still carries the rotated refresh token (grace)', async () => {
    const cookie = `shop_token=token-old; shop_refresh=${issueRefreshToken()}`;
    await post('{ me }', cookie);
    // The platform no longer accepts the old refresh token; the lock remembers what it was exchanged for.
    const late = await post('{ me }', cookie);
    expect(await late.json()).toEqual({ data: { me: 'customer with token-2' } });
    expect(cookieValue(late.headers.getSetCookie(), 'shop_refresh')).toBe('refresh-2');
    expect(state.refreshCalls).toHaveLength(1);
  });

  it("ends the session when the refresh is refused: cookies cleared, 'Error refreshing user token…'", async () => {
    const response = await post('{ me }', 'shop_token=token-old; shop_refresh=refresh-unknown');
    expect(await response.json()).toEqual({
      errors: [{ message: REFRESH_LOCK_FAILED, extensions: { code: 'SESSION_EXPIRED' } }],
    });
    expectSessionCookiesCleared(response.headers.getSetCookie());
  });

  it('ends the session when the refresh is impossible without a refresh cookie', async () => {
    const response = await post('{ me }', 'shop_token=token-old');
    expect(await response.json()).toMatchObject({ errors: [{ message: REFRESH_LOCK_FAILED }] });
    expect(state.refreshCalls).toHaveLength(0);
    expectSessionCookiesCleared(response.headers.getSetCookie());
  });

  it("ends the session when the retry is refused again: 'Internal Application error while refreshing the tokens…'", async () => {
    const response = await post('{ me }', 'shop_token=token-old; shop_refresh=refresh-cursed');
    expect(await response.json()).toEqual({
      errors: [{ message: TOO_MANY_REFRESH_ATTEMPTS, extensions: { code: 'SESSION_EXPIRED' } }],
    });
    expect(state.refreshCalls).toHaveLength(1);
    expectSessionCookiesCleared(response.headers.getSetCookie());
  });

  it('keeps the session when the refresh cannot be tried (the cart service down), and answers 503', async () => {
    const response = await post('{ me }', 'shop_token=token-old; shop_refresh=refresh-while-cart-down');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'SESSION_REFRESH_UNAVAILABLE' } }],
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('never refreshes for a guest', async () => {
    const response = await post('{ me }');
    expect(await response.json()).toEqual({ data: { me: null } });
    expect(state.refreshCalls).toHaveLength(0);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a body larger than 1 MB with a GraphQL error', async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me } # ${'x'.repeat(1024 * 1024)}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    expect(state.received).toHaveLength(0);
  });
});

describe('web server /graphql: the reading programme session in an HttpOnly cookie (seed 001 §4)', () => {
  it('keeps a pupil login in an HttpOnly browser-session cookie, never showing X-Reading-Session', async () => {
    const response = await post('mutation { pupilLogin }');
    expect(response.headers.getSetCookie()).toEqual([
      `reading_token=${PUPIL_JWT}; Path=/; HttpOnly; SameSite=Lax`,
    ]);
    expect(response.headers.get(READING_SESSION_HEADER)).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends the cookie as X-Reading-Token, and never a reading token the browser made up', async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `reading_token=${PUPIL_JWT}`,
        'x-reading-token': 'forged',
      },
      body: JSON.stringify({ query: '{ readingMe }' }),
    });
    expect(await response.json()).toEqual({ data: { readingMe: `pupil with ${PUPIL_JWT}` } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const forged = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-reading-token': 'forged' },
      body: JSON.stringify({ query: '{ readingMe }' }),
    });
    expect(await forged.json()).toEqual({ data: { readingMe: null } });
  });

  it('clears the cookie when the reading session ends, and leaves the shop session alone', async () => {
    const response = await post(
      'mutation { readingLogout }',
      `reading_token=${PUPIL_JWT}; shop_token=token-1; shop_refresh=refresh-1`,
    );
    expect(response.headers.getSetCookie()).toEqual([
      'reading_token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });
});

describe('web server /graphql: cross-site request forgery', () => {
  const cookie = 'shop_token=token-1; shop_refresh=refresh-1';

  it('refuses a cross-site text/plain POST carrying a mutation with 400; it reaches no resolver', async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie },
      body: JSON.stringify({ query: 'mutation { logOut }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
    expect(state.logOuts).toBe(0);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a GET without the preflight header with 400, and answers one with it', async () => {
    const url = `${web.url}/graphql?query=${encodeURIComponent('{ me }')}`;
    const refused = await fetch(url, { headers: { cookie } });
    expect(refused.status).toBe(400);
    expect(state.received).toHaveLength(0);
    const allowed = await fetch(url, { headers: { cookie, 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { me: 'customer with token-1' } });
  });

  it('answers a GET as Apollo Client sends it (JSON content type), once per store view for HTTP caches', async () => {
    const response = await fetch(`${web.url}/graphql?query=${encodeURIComponent('{ me }')}`, {
      headers: { 'content-type': 'application/json', store: 'nl-be' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: null } });
    expect(response.headers.get('vary')).toMatch(/\bstore\b/i);
  });

  it('answers a JSON POST', async () => {
    const response = await post('mutation { logOut }', cookie);
    expect(response.status).toBe(200);
    expect(state.logOuts).toBe(1);
  });
});

describe('server render with a session', () => {
  it("renders with the customer's session, refreshing once for the page's queries, cookies set, never stored", async () => {
    const response = await fetch(`${web.url}/nl-be/my-account`, {
      headers: { cookie: `shop_token=token-old; shop_refresh=${issueRefreshToken()}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<main>customer with token-2|customer with token-2</main>');
    expect(state.refreshCalls).toHaveLength(1);
    const cookies = response.headers.getSetCookie();
    expect([cookieValue(cookies, 'shop_token'), cookieValue(cookies, 'shop_refresh')]).toEqual([
      'token-2',
      'refresh-2',
    ]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const headers of state.received) expect(headers).not.toHaveProperty('cookie');
  });

  it("renders a guest's page without cookies, cacheable after revalidation as before", async () => {
    const response = await fetch(`${web.url}/nl-be/my-account`);
    expect(await response.text()).toContain('<main>guest|guest</main>');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('ends the session during the render when the refresh is refused', async () => {
    const response = await fetch(`${web.url}/nl-be/my-account`, {
      headers: { cookie: 'shop_token=token-old; shop_refresh=refresh-gone' },
    });
    expect(await response.text()).toContain('<main>guest|guest</main>');
    expectSessionCookiesCleared(response.headers.getSetCookie());
  });
});
