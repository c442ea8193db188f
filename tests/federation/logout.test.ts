import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { DEMO_PUPIL, gatewayRequest, pupilLoginThroughGateway } from './gateway';

/**
 * A logout ends the session at the platform (issue 18 item 4), through the gateway on the local stack: after
 * `logOut` the commerce platform refuses the customer's old token (UNAUTHENTICATED through the graph, 401 at the
 * platform) and its refresh token; after `readingLogout` the reading programme refuses a pupil's and a teacher's
 * old JWT. Through the storefront's web server, the cookies go and their old values no longer work.
 */
let stack: TestStack;
let gateway: string;

const NL_BE = { store: 'nl-be' };
const TEACHER = { email: 'sofie.claes@deleesboom.example', password: 'Leerkracht123!' };
const PUPIL = DEMO_PUPIL;
const SESSION = 'session { token refreshToken } userErrors { code message }';

interface SessionAnswer {
  session: { token: string; refreshToken: string } | null;
  userErrors: { code: string; message: string }[];
}

const bearer = (token: string) => ({ ...NL_BE, authorization: `Bearer ${token}` });
const reading = (token: string) => ({ ...NL_BE, 'x-reading-token': token });
const codes = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.map((error) => error.extensions?.code);

async function logIn(email: string, password: string) {
  const answer = await gatewayRequest<{ logIn: SessionAnswer }>(
    gateway,
    `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${SESSION} } }`,
    { input: { email, password } },
    NL_BE,
  );
  expect(answer.data?.logIn.userErrors).toEqual([]);
  return answer.data!.logIn.session!;
}

async function register(email: string, password: string) {
  const answer = await gatewayRequest<{ register: SessionAnswer }>(
    gateway,
    `mutation Register($input: RegisterInput!) { register(input: $input) { ${SESSION} } }`,
    {
      input: {
        firstname: 'Jonas',
        lastname: 'Maes',
        email,
        password,
        passwordConfirmation: password,
        acceptPrivacyPolicy: true,
      },
    },
    NL_BE,
  );
  expect(answer.data?.register.userErrors).toEqual([]);
  return answer.data!.register.session!;
}

function me(token: string) {
  return gatewayRequest<{ me: { email: string } | null }>(gateway, '{ me { email } }', {}, bearer(token));
}

function logOut(headers: Record<string, string>) {
  return gatewayRequest<{ logOut: { message: string; userErrors: unknown[] } }>(
    gateway,
    'mutation LogOut { logOut { message userErrors { code } } }',
    {},
    headers,
  );
}

function readingLogout(token: string) {
  return gatewayRequest<{ readingLogout: { loggedOut: boolean } }>(
    gateway,
    'mutation ReadingLogout { readingLogout { loggedOut } }',
    {},
    reading(token),
  );
}

/** The platform's own answer to a token: the REST contract's HTTP status. */
async function platformStatus(url: string, token: string): Promise<number> {
  return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
}

async function pupilToken(): Promise<string> {
  const { token } = await pupilLoginThroughGateway(gateway, PUPIL);
  expect(token).not.toBe('');
  return token;
}

beforeAll(async () => {
  stack = await startTestStack({
    products: 40,
    only: ['commerce', 'reading', 'digital', 'catalog', 'cart', 'classreading', 'gateway', 'web'],
  });
  gateway = stack.urls.gateway!;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('logOut ends the customer session at the commerce platform', () => {
  it('the old token then answers me with UNAUTHENTICATED (401 at the platform), on every device; the refresh token is refused', async () => {
    const password = 'Uitloggen123!';
    const laptop = await register('jonas.maes@example.com', password);
    const phone = await logIn('jonas.maes@example.com', password);
    expect((await me(laptop.token)).data?.me?.email).toBe('jonas.maes@example.com');

    const logout = await logOut(bearer(laptop.token));
    expect(logout.errors).toBeUndefined();
    expect(logout.data?.logOut).toEqual({ message: "You're logged out", userErrors: [] });
    const calls = (await fetchCallCounts(stack.urls.commerce!)).byRequestId[logout.requestId];
    expect(calls).toEqual({ 'POST /api/user/logout': 1 });

    for (const token of [laptop.token, phone.token]) {
      const refused = await me(token);
      expect(refused.data?.me ?? null).toBeNull();
      expect(codes(refused)).toEqual(['UNAUTHENTICATED']);
      expect(await platformStatus(`${stack.urls.commerce}/api/user/me`, token)).toBe(401);
    }
    const refresh = await gatewayRequest<{ refreshSession: SessionAnswer }>(
      gateway,
      `mutation R($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION} } }`,
      { refreshToken: laptop.refreshToken },
      NL_BE,
    );
    expect(refresh.data?.refreshSession.userErrors.map((error) => error.code)).toEqual(['SESSION_EXPIRED']);
  });
});

describe('readingLogout ends the reading-programme session at the programme', () => {
  it("a pupil's old JWT then has no session: readingMe null, readingCredits UNAUTHENTICATED, 401 at the programme", async () => {
    const token = await pupilToken();
    const before = await gatewayRequest<{ readingMe: { name: string } | null }>(
      gateway,
      '{ readingMe { name } }',
      {},
      reading(token),
    );
    expect(before.data?.readingMe?.name).toBe('Lotte');

    const logout = await readingLogout(token);
    expect(logout.data?.readingLogout).toEqual({ loggedOut: true });
    expect(logout.readingSession).toBe('end');

    const after = await gatewayRequest<{ readingMe: unknown }>(
      gateway,
      '{ readingMe { name } }',
      {},
      reading(token),
    );
    expect(after.data).toEqual({ readingMe: null });
    const credits = await gatewayRequest(gateway, '{ readingCredits { remaining } }', {}, reading(token));
    expect(codes(credits)).toEqual(['UNAUTHENTICATED']);
    expect(await platformStatus(`${stack.env.READING_API_URL}/auth/me`, token)).toBe(401);
    // Her session on another computer is another token, and stays.
    const other = await pupilToken();
    expect((await gatewayRequest(gateway, '{ readingMe { name } }', {}, reading(other))).data).toEqual({
      readingMe: { name: 'Lotte' },
    });
  });

  it("a teacher's reading JWT, begun by the shop login, has no session after readingLogout; logOut ends the shop session", async () => {
    const shop = await logIn(TEACHER.email, TEACHER.password);
    const profile = await me(shop.token);
    const shopIssued = profile.readingSession ?? '';
    expect(shopIssued).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // seed 001 §4: the programme answers a JWT of its own, which replaces the shop-issued one.
    const check = await gatewayRequest<{ readingMe: { role: string } }>(
      gateway,
      '{ readingMe { role } }',
      {},
      reading(shopIssued),
    );
    expect(check.data?.readingMe.role).toBe('Teacher');
    const token = check.readingSession ?? shopIssued;
    expect(
      (await gatewayRequest(gateway, '{ readingClasses { id } }', {}, reading(token))).errors,
    ).toBeUndefined();

    expect((await readingLogout(token)).readingSession).toBe('end');
    const classes = await gatewayRequest(gateway, '{ readingClasses { id } }', {}, reading(token));
    expect(codes(classes)).toEqual(['UNAUTHENTICATED']);
    expect(await platformStatus(`${stack.env.READING_API_URL}/auth/me`, token)).toBe(401);

    expect((await logOut(bearer(shop.token))).data?.logOut.message).toBe("You're logged out");
    expect(codes(await me(shop.token))).toEqual(['UNAUTHENTICATED']);
  });
});

describe("through the storefront's web server", () => {
  async function webGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
    const response = await fetch(`${stack.urls.web!}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return {
      body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] },
      setCookies: response.headers.getSetCookie(),
    };
  }

  /** name → value of the cookies a Set-Cookie list sets. */
  const cookiesOf = (setCookies: string[]) =>
    new Map(
      setCookies.map((cookie) => {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))] as const;
      }),
    );

  it('logOut clears both cookies, and their old values no longer answer me', async () => {
    // A customer of their own, so the other tests' sessions are not revoked with this one.
    await register('jonas.maes.web@example.com', 'Uitloggen123!');
    const session = await webGraphql(
      'mutation L($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
      { input: { email: 'jonas.maes.web@example.com', password: 'Uitloggen123!' } },
      '',
    );
    const kept = cookiesOf(session.setCookies);
    expect([...kept.keys()].sort()).toEqual(['shop_refresh', 'shop_token']);
    const cookie = `shop_token=${kept.get('shop_token')}; shop_refresh=${kept.get('shop_refresh')}`;
    expect((await webGraphql('{ me { email } }', {}, cookie)).body.data).toEqual({
      me: { email: 'jonas.maes.web@example.com' },
    });

    const logout = await webGraphql('mutation { logOut { message } }', {}, cookie);
    expect(logout.body.data).toEqual({ logOut: { message: "You're logged out" } });
    const cleared = cookiesOf(logout.setCookies);
    expect([...cleared.keys()].sort()).toEqual(['shop_refresh', 'shop_token']);
    expect([...cleared.values()]).toEqual(['', '']);

    // A copy of the old cookies: the token is refused and the refresh token cannot renew it.
    const replayed = await webGraphql('{ me { email } }', {}, cookie);
    expect(replayed.body.data?.me ?? null).toBeNull();
    expect(JSON.stringify(replayed.body.errors)).toContain('SESSION_EXPIRED');
    expect(cookiesOf(replayed.setCookies).get('shop_token')).toBe('');
  });

  /** A GraphQL document of the storefront, as its logout sends it. */
  const storefrontDocument = (path: string) =>
    readFileSync(new URL(`../../web/src/${path}`, import.meta.url), 'utf8');

  it("a teacher's shop logout revokes the reading session the shop login began: the storefront's logout", async () => {
    const login = await webGraphql(
      'mutation L($input: LogInInput!) { logIn(input: $input) { customer { email } userErrors { code } } }',
      { input: TEACHER },
      '',
    );
    expect(login.body.data).toEqual({ logIn: { customer: { email: TEACHER.email }, userErrors: [] } });
    const kept = cookiesOf(login.setCookies);
    expect([...kept.keys()].sort()).toEqual(['reading_token', 'shop_refresh', 'shop_token']);
    const readingToken = kept.get('reading_token') ?? '';
    const cookie = [...kept].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    expect((await webGraphql('{ readingMe { role } }', {}, cookie)).body.data).toEqual({
      readingMe: { role: 'Teacher' },
    });

    // The storefront's logout (features/account/useSessionActions): the reading session first, then the shop's.
    const readingLogout = await webGraphql(
      storefrontDocument('shared/session/ReadingLogout.graphql'),
      {},
      cookie,
    );
    expect(readingLogout.body.data).toEqual({ readingLogout: { loggedOut: true, userErrors: [] } });
    expect(cookiesOf(readingLogout.setCookies).get('reading_token')).toBe('');
    const shopCookie = `shop_token=${encodeURIComponent(kept.get('shop_token') ?? '')}; shop_refresh=${encodeURIComponent(kept.get('shop_refresh') ?? '')}`;
    const logout = await webGraphql(storefrontDocument('features/account/LogOut.graphql'), {}, shopCookie);
    expect((logout.body.data as { logOut: { message: string } }).logOut.message).toBe("You're logged out");
    expect(cookiesOf(logout.setCookies).get('shop_token')).toBe('');

    // A copy of the old reading cookie: refused by the reading programme, no session through the shop.
    expect(await platformStatus(`${stack.env.READING_API_URL}/auth/me`, readingToken)).toBe(401);
    const replayed = await webGraphql(
      '{ readingMe { role } }',
      {},
      `reading_token=${encodeURIComponent(readingToken)}`,
    );
    expect(replayed.body.data?.readingMe ?? null).toBeNull();
  });
});
