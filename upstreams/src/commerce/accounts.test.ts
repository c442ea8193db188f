import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  DEMO_CUSTOMERS,
  type CustomerProfile,
  type OrderHistory,
  type OutboxMail,
} from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { FORM_RULE_MESSAGES } from '@shop/validation';
import { DEMO_DIRECTOR_PASSWORD, DEMO_SCHOOL, DEMO_TEACHER_PASSWORD } from '../generate/classreading';
import { DEV_READING_JWT_SECRET } from '../reading/config';
import { ReadingTokens } from '../reading/tokens';
import { call, createTestDirs, type TestDirs } from '../shared/testing';
import { startTestCommerce, testClock } from './testing';

const START = testClock();
let now = START;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

/** Short lifetimes, a lock after 3 failures and cheap hashes, so the tests run every rule in seconds. */
const TOKEN_SECONDS = 60;
const LOCK_SECONDS = 600;
let dirs: TestDirs;
let service: RunningService;
let base: string;

interface LoginAnswer {
  status: number;
  code: number;
  result: string;
  meta?: { refreshToken: string };
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call<T>(base, path, { body, headers });
}

async function login(username: string, password: string): Promise<LoginAnswer> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, ...((await response.json()) as Omit<LoginAnswer, 'status'>) };
}

async function refresh(refreshToken: unknown): Promise<LoginAnswer> {
  const response = await fetch(`${base}/api/user/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return { status: response.status, ...((await response.json()) as Omit<LoginAnswer, 'status'>) };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const answer = await login(email, password);
  expect(answer.code).toBe(200);
  return answer.result;
}

let registered = 0;
async function register(
  password = 'Lezen123!',
): Promise<{ email: string; password: string; profile: CustomerProfile }> {
  registered += 1;
  const email = `klant${registered}@example.com`;
  const answer = await post<CustomerProfile>('/api/user/create', {
    customer: { email, firstname: 'Sam', lastname: 'Claes' },
    password,
  });
  expect(answer.code).toBe(200);
  return { email, password, profile: answer.result };
}

async function outbox(to: string): Promise<OutboxMail[]> {
  return (await call<OutboxMail[]>(base, `/api/ext/mail-service/outbox?to=${encodeURIComponent(to)}`)).result;
}

beforeAll(async () => {
  dirs = await createTestDirs();
  service = await startTestCommerce(
    dirs,
    {
      COMMERCE_TOKEN_LIFETIME_SECONDS: String(TOKEN_SECONDS),
      COMMERCE_LOGIN_MAX_FAILURES: '3',
      COMMERCE_LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
      SHOP_URL: 'https://shop.example.com/',
    },
    { clock: () => now },
  );
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe("seed 001 §3: teachers and directors are shop customers whose profile carries the reading programme's session", () => {
  const tokens = new ReadingTokens(DEV_READING_JWT_SECRET);

  it.each([
    [DEMO_SCHOOL.teacherEmail, DEMO_TEACHER_PASSWORD],
    [DEMO_SCHOOL.directorEmail, DEMO_DIRECTOR_PASSWORD],
  ])(
    '%s logs in to the shop and the profile carries classReading with a staff JWT',
    async (email, password) => {
      const me = await call<CustomerProfile>(base, `/api/user/me?token=${await tokenOf(email, password)}`);
      expect(me.result.email).toBe(email);
      const jwt = me.result.classReading?.jwt ?? '';
      expect(await tokens.verify(jwt)).toEqual({ kind: 'staff', email });
    },
  );

  it('a shopper who is no teacher has no classReading, and updating a profile keeps the rule', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.general.email, DEMO_CUSTOMERS.general.password);
    const me = await call<CustomerProfile>(base, `/api/user/me?token=${token}`);
    expect(me.result).not.toHaveProperty('classReading');
    const teacher = await tokenOf(DEMO_SCHOOL.teacherEmail, DEMO_TEACHER_PASSWORD);
    const updated = await post<CustomerProfile>(`/api/user/me?token=${teacher}`, {
      customer: { firstname: 'Sofie' },
    });
    expect(updated.result.classReading?.jwt).toEqual(expect.any(String));
  });
});

describe('demo customers', () => {
  it.each(Object.values(DEMO_CUSTOMERS))(
    'the $kind customer logs in and reads a profile of group $group_id with an address',
    async (customer) => {
      const answer = await login(customer.email, customer.password);
      expect(answer).toMatchObject({ status: 200, code: 200, meta: { refreshToken: expect.any(String) } });
      const me = await call<CustomerProfile>(base, `/api/user/me?token=${answer.result}`);
      expect(me.code).toBe(200);
      expect(me.result).toMatchObject({
        email: customer.email,
        firstname: customer.firstname,
        group_id: customer.group_id,
        addresses: [{ city: customer.address.city, default_shipping: true }],
      });
      expect(JSON.stringify(me.result)).not.toMatch(/password|scrypt/);
    },
  );
});

describe('login', () => {
  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const expected = { status: 401, code: 401, result: CUSTOMER_MESSAGES.invalidCredentials };
    expect(await login(DEMO_CUSTOMERS.general.email, 'Verkeerd123!')).toMatchObject(expected);
    expect(await login('niemand@example.com', 'Verkeerd123!')).toMatchObject(expected);
    expect(await post('/api/user/login', {})).toMatchObject({ code: 401 });
  });

  it('locks the account after 3 failures in a row (configured), even for the right password, until the lock runs out', async () => {
    const { email, password } = await register();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(email, 'Fout1234!')).code).toBe(401);
    expect(await login(email, password)).toMatchObject({
      code: 401,
      result: CUSTOMER_MESSAGES.invalidCredentials,
    });
    advance(LOCK_SECONDS);
    expect((await login(email, password)).code).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const { email, password } = await register();
    for (let attempt = 0; attempt < 2; attempt += 1) await login(email, 'Fout1234!');
    expect((await login(email, password)).code).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) await login(email, 'Fout1234!');
    expect((await login(email, password)).code).toBe(200);
  });
});

describe('create', () => {
  it('answers the profile of a new customer in group 0, who can log in', async () => {
    const { email, password, profile } = await register();
    expect(profile).toMatchObject({ email, firstname: 'Sam', lastname: 'Claes', group_id: 0, addresses: [] });
    expect((await login(email.toUpperCase(), password)).code).toBe(200);
  });

  it('checks the seed 000 §5 rules again: 400 with the rule message', async () => {
    const customer = { email: 'zwak@example.com', firstname: 'Sam', lastname: 'Claes' };
    expect(await post('/api/user/create', { customer, password: 'lezen123' })).toEqual({
      status: 400,
      code: 400,
      result: FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK,
    });
    expect(
      await post('/api/user/create', { customer: { ...customer, email: 'zwak@' }, password: 'Lezen123!' }),
    ).toMatchObject({ code: 400, result: FORM_RULE_MESSAGES.INVALID_EMAIL });
    expect(await post('/api/user/create', { password: 'Lezen123!' })).toMatchObject({ code: 400 });
  });

  it("refuses an over-long name and an invalid city with a 400 and the shop's message (seed 001 §5), and creates no account", async () => {
    const customer = { email: 'lang@example.com', firstname: 'S'.repeat(51), lastname: 'Claes' };
    expect(await post('/api/user/create', { customer, password: 'Lezen123!' })).toEqual({
      status: 400,
      code: 400,
      result: 'A maximum of 50 characters applies.',
    });
    const address = {
      firstname: 'Sam',
      lastname: 'Claes',
      street: ['Kerkstraat 1'],
      postcode: '9000',
      country_id: 'BE',
    };
    expect(
      await post('/api/user/create', {
        customer: { ...customer, firstname: 'Sam', addresses: [{ ...address, city: '9000' }] },
        password: 'Lezen123!',
      }),
    ).toEqual({ status: 400, code: 400, result: FORM_RULE_MESSAGES.INVALID_CITY });
    expect((await login('lang@example.com', 'Lezen123!')).code).toBe(401);
    // Exactly the maximum passes.
    expect(
      (
        await post('/api/user/create', {
          customer: {
            ...customer,
            firstname: 'S'.repeat(50),
            addresses: [{ ...address, city: "'s-Hertogenbosch" }],
          },
          password: 'Lezen123!',
        })
      ).code,
    ).toBe(200);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    expect(
      await post('/api/user/create', {
        customer: { email: DEMO_CUSTOMERS.general.email.toUpperCase(), firstname: 'An', lastname: 'Peeters' },
        password: 'Lezen123!',
      }),
    ).toEqual({ status: 500, code: 500, result: CUSTOMER_MESSAGES.emailExists });
  });
});

describe('tokens and refresh', () => {
  it(`refuses a token after its lifetime (${TOKEN_SECONDS} s here); the refresh token gives a new pair once`, async () => {
    const { email, password } = await register();
    const first = await login(email, password);
    advance(TOKEN_SECONDS);
    expect(await call(base, `/api/user/me?token=${first.result}`)).toEqual({
      status: 401,
      code: 401,
      result: CUSTOMER_MESSAGES.consumerNotAuthorized,
    });
    const renewed = await refresh(first.meta?.refreshToken);
    expect(renewed).toMatchObject({ status: 200, code: 200, meta: { refreshToken: expect.any(String) } });
    expect(renewed.meta?.refreshToken).not.toBe(first.meta?.refreshToken);
    expect((await call(base, `/api/user/me?token=${renewed.result}`)).code).toBe(200);
    // Rotation: the refresh token traded in stops working.
    expect(await refresh(first.meta?.refreshToken)).toMatchObject({
      status: 401,
      result: CUSTOMER_MESSAGES.invalidRefreshToken,
    });
    expect((await refresh(renewed.meta?.refreshToken)).code).toBe(200);
  });

  it('refuses an unknown, missing or expired refresh token with 401', async () => {
    expect(await refresh('nope')).toMatchObject({ code: 401, result: CUSTOMER_MESSAGES.invalidRefreshToken });
    expect((await refresh(undefined)).code).toBe(401);
    const { email, password } = await register();
    const session = await login(email, password);
    advance(30 * 24 * 3600);
    expect((await refresh(session.meta?.refreshToken)).code).toBe(401);
  });

  it('gives one of two concurrent refreshes with the same refresh token a new pair, not both', async () => {
    const { email, password } = await register();
    const session = await login(email, password);
    const answers = await Promise.all([
      refresh(session.meta?.refreshToken),
      refresh(session.meta?.refreshToken),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 401]);
  });

  it("the stand-in's expire-tokens call ends a customer's tokens at once; the refresh token still works", async () => {
    const { email, password } = await register();
    const session = await login(email, password);
    expect(await post('/api/user/standin/expire-tokens', { email })).toMatchObject({
      code: 200,
      result: true,
    });
    expect((await call(base, `/api/user/me?token=${session.result}`)).code).toBe(401);
    const renewed = await refresh(session.meta?.refreshToken);
    expect(renewed.code).toBe(200);
    expect((await call(base, `/api/user/me?token=${renewed.result}`)).code).toBe(200);
    expect((await post('/api/user/standin/expire-tokens', { email: 'nobody@example.com' })).code).toBe(404);
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.foreign.email, DEMO_CUSTOMERS.foreign.password);
    const me = await call<CustomerProfile>(base, '/api/user/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.result.email).toBe(DEMO_CUSTOMERS.foreign.email);
  });
});

describe('logout (POST /api/user/logout), revoking as Magento does', () => {
  const refused = { status: 401, code: 401, result: CUSTOMER_MESSAGES.consumerNotAuthorized };

  it("answers true; then the customer's tokens answer 401 on every call that takes one, on every device", async () => {
    const { email, password } = await register();
    const laptop = await login(email, password);
    const phone = await login(email, password);
    const cart = await post<string>(`/api/cart/create?token=${laptop.result}`, {});
    expect(cart.code).toBe(200);

    expect(await post(`/api/user/logout?token=${laptop.result}`, {})).toEqual({
      status: 200,
      code: 200,
      result: true,
    });

    for (const token of [laptop.result, phone.result]) {
      expect(await call(base, `/api/user/me?token=${token}`)).toEqual(refused);
      expect(await call(base, '/api/user/me', { headers: { authorization: `Bearer ${token}` } })).toEqual(
        refused,
      );
      expect(await call(base, `/api/user/order-history?token=${token}`)).toEqual(refused);
      expect(await post(`/api/user/me?token=${token}`, { customer: { firstname: 'Bert' } })).toEqual(refused);
      expect(
        await post(`/api/user/change-password?token=${token}`, {
          currentPassword: password,
          newPassword: 'Nieuw-wachtwoord1',
        }),
      ).toEqual(refused);
      expect(await post(`/api/cart/create?token=${token}`, {})).toEqual(refused);
      expect(await call(base, `/api/cart/pull?token=${token}&cartId=${cart.result}`)).toEqual(refused);
    }
  });

  it('refuses the refresh tokens of the ended sessions; a new login works', async () => {
    const { email, password } = await register();
    const first = await login(email, password);
    const second = await login(email, password);
    expect((await post(`/api/user/logout?token=${second.result}`, {})).code).toBe(200);
    for (const session of [first, second])
      expect(await refresh(session.meta?.refreshToken)).toMatchObject({
        status: 401,
        code: 401,
        result: CUSTOMER_MESSAGES.invalidRefreshToken,
      });
    const again = await login(email, password);
    expect((await call(base, `/api/user/me?token=${again.result}`)).code).toBe(200);
  });

  it("ends only that customer's sessions", async () => {
    const leaving = await register();
    const staying = await register();
    const leavingToken = await tokenOf(leaving.email, leaving.password);
    const stayingSession = await login(staying.email, staying.password);
    expect((await post(`/api/user/logout?token=${leavingToken}`, {})).code).toBe(200);
    const me = await call<CustomerProfile>(base, `/api/user/me?token=${stayingSession.result}`);
    expect(me.result.email).toBe(staying.email);
    expect((await refresh(stayingSession.meta?.refreshToken)).code).toBe(200);
  });

  it('answers 401 for a token already revoked, an unknown one and none', async () => {
    const { email, password } = await register();
    const token = await tokenOf(email, password);
    expect((await post(`/api/user/logout?token=${token}`, {})).code).toBe(200);
    expect(await post(`/api/user/logout?token=${token}`, {})).toEqual(refused);
    expect(await post('/api/user/logout?token=nope', {})).toEqual(refused);
    expect(await post('/api/user/logout', {})).toEqual(refused);
  });
});

describe('profile (POST /api/user/me)', () => {
  it('changes only firstname, lastname, email and addresses, whatever else is sent', async () => {
    const { profile, email, password } = await register();
    const token = await tokenOf(email, password);
    const updated = await post<CustomerProfile>(`/api/user/me?token=${token}`, {
      customer: {
        firstname: 'Samira',
        group_id: 8,
        id: 1,
        store_id: 2,
        created_at: '2000-01-01 00:00:00',
        addresses: [
          {
            firstname: 'Samira',
            lastname: 'Claes',
            street: ['Veldstraat 1'],
            city: 'Gent',
            postcode: '9000',
            country_id: 'BE',
          },
        ],
      },
    });
    expect(updated.code).toBe(200);
    expect(updated.result).toMatchObject({
      id: profile.id,
      firstname: 'Samira',
      lastname: 'Claes',
      group_id: 0,
      store_id: 1,
      created_at: profile.created_at,
      addresses: [{ street: ['Veldstraat 1'], customer_id: profile.id, id: expect.any(Number) }],
    });
    const again = await call<CustomerProfile>(base, `/api/user/me?token=${token}`);
    expect(again.result.group_id).toBe(0);
  });

  it("keeps an address by its id and refuses another customer's address with 403", async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.b2b.email, DEMO_CUSTOMERS.b2b.password);
    const me = (await call<CustomerProfile>(base, `/api/user/me?token=${token}`)).result;
    const own = me.addresses[0];
    const kept = await post<CustomerProfile>(`/api/user/me?token=${token}`, {
      customer: { addresses: [{ ...own, city: 'Mechelen', postcode: '2800' }] },
    });
    expect(kept.result.addresses).toEqual([expect.objectContaining({ id: own?.id, city: 'Mechelen' })]);

    const other = await tokenOf(DEMO_CUSTOMERS.general.email, DEMO_CUSTOMERS.general.password);
    const theirs = (await call<CustomerProfile>(base, `/api/user/me?token=${other}`)).result.addresses[0];
    expect(
      await post(`/api/user/me?token=${token}`, {
        customer: { addresses: [{ ...theirs, customer_id: undefined }] },
      }),
    ).toEqual({ status: 403, code: 403, result: CUSTOMER_MESSAGES.invalidAddress });
    expect(await post(`/api/user/me?token=${token}`, { customer: { addresses: [theirs] } })).toMatchObject({
      code: 403,
    });
  });

  it("refuses another customer's email (500), a broken rule (400) and a call without a valid token (401)", async () => {
    const { email, password } = await register();
    const token = await tokenOf(email, password);
    expect(
      await post(`/api/user/me?token=${token}`, { customer: { email: DEMO_CUSTOMERS.b2b.email } }),
    ).toMatchObject({ code: 500, result: CUSTOMER_MESSAGES.emailExists });
    expect(await post(`/api/user/me?token=${token}`, { customer: { lastname: 'C' } })).toMatchObject({
      code: 400,
      result: FORM_RULE_MESSAGES.NAME_TOO_SHORT,
    });
    expect((await post('/api/user/me?token=nope', { customer: { firstname: 'Sam' } })).code).toBe(401);
  });
});

describe('change-password', () => {
  it('needs the current password and a strong new one; then only the new one logs in', async () => {
    const { email, password } = await register();
    const token = await tokenOf(email, password);
    const path = `/api/user/change-password?token=${token}`;
    expect(await post(path, { currentPassword: 'Fout1234!', newPassword: 'Nieuw123!' })).toEqual({
      status: 401,
      code: 401,
      result: CUSTOMER_MESSAGES.wrongCurrentPassword,
    });
    expect(await post(path, { currentPassword: password, newPassword: 'nieuw' })).toMatchObject({
      code: 400,
      result: FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK,
    });
    expect(await post(path, { currentPassword: password, newPassword: 'Nieuw123!' })).toMatchObject({
      code: 200,
      result: true,
    });
    expect((await login(email, password)).code).toBe(401);
    expect((await login(email, 'Nieuw123!')).code).toBe(200);
  });
});

describe('password reset', () => {
  const linkIn = (mail: OutboxMail | undefined) => {
    const match = /https:\/\/\S+/.exec(mail?.text ?? '');
    if (!match) throw new Error('no link in the reset mail');
    return new URL(match[0]);
  };

  it('mails a create-password link of the store view to the outbox; the token sets a new password once', async () => {
    const { email, password } = await register();
    const oldToken = await tokenOf(email, password);
    expect(await post(`/api/user/reset-password?storeCode=en-be`, { email })).toMatchObject({
      code: 200,
      result: true,
    });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ targetAddress: email, subject: 'Reset your password' });
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example.com/en-be/create-password');
    expect(link.searchParams.get('email')).toBe(email);
    const resetToken = link.searchParams.get('token') ?? '';

    const body = { email, newPassword: 'Hersteld123!', resetToken };
    expect(await post('/api/user/create-password', body)).toMatchObject({ code: 200, result: true });
    expect((await login(email, 'Hersteld123!')).code).toBe(200);
    // Every session of the account ends; the token is used up.
    expect((await call(base, `/api/user/me?token=${oldToken}`)).code).toBe(401);
    expect(await post('/api/user/create-password', body)).toEqual({
      status: 400,
      code: 400,
      result: CUSTOMER_MESSAGES.resetTokenMismatch,
    });
  });

  it('links to nl-be by default; only the latest link works; an expired one asks for a new link', async () => {
    const { email } = await register();
    await post('/api/user/reset-password', { email });
    const older = linkIn((await outbox(email))[0]);
    expect(older.pathname).toBe('/nl-be/create-password');
    await post('/api/user/reset-password', { email });
    const latest = linkIn((await outbox(email))[0]);
    const attempt = (link: URL) =>
      post('/api/user/create-password', {
        email,
        newPassword: 'Hersteld123!',
        resetToken: link.searchParams.get('token'),
      });
    expect(await attempt(older)).toMatchObject({ code: 400, result: CUSTOMER_MESSAGES.resetTokenMismatch });
    advance(2 * 3600);
    expect(await attempt(latest)).toMatchObject({ code: 400, result: CUSTOMER_MESSAGES.resetTokenExpired });
  });

  it('answers 404 for an email without account and 500 for a missing one; a weak new password is refused', async () => {
    expect(await post('/api/user/reset-password', { email: 'niemand@example.com' })).toEqual({
      status: 404,
      code: 404,
      result: `${CUSTOMER_MESSAGES.noSuchEmail} = niemand@example.com`,
    });
    expect(await post('/api/user/reset-password', {})).toMatchObject({
      code: 500,
      result: CUSTOMER_MESSAGES.invalidEmail,
    });
    const { email } = await register();
    await post('/api/user/reset-password', { email });
    const resetToken = linkIn((await outbox(email))[0]).searchParams.get('token');
    expect(await post('/api/user/create-password', { email, newPassword: 'zwak', resetToken })).toMatchObject(
      {
        code: 400,
        result: FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK,
      },
    );
    expect(await post('/api/user/create-password', { email, resetToken })).toMatchObject({
      code: 500,
      result: 'newPassword not provided',
    });
  });
});

describe('order history', () => {
  it('lists the customer’s own orders, newest first, 20 a page from page 1 by default', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.general.email, DEMO_CUSTOMERS.general.password);
    const history = await call<OrderHistory>(base, `/api/user/order-history?token=${token}`);
    expect(history.code).toBe(200);
    expect(history.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    expect(history.result.total_count).toBe(2);
    const [newest, older] = history.result.items;
    expect((newest?.created_at ?? '') > (older?.created_at ?? '')).toBe(true);
    expect(older?.items.length).toBeGreaterThan(0);
    for (const order of history.result.items) {
      const rows = order.items.reduce((total, item) => total + item.row_total_incl_tax, 0);
      expect(order.grand_total).toBeCloseTo(rows, 2);
      expect(order.order_currency_code).toBe('EUR');
    }

    const page2 = await call<OrderHistory>(
      base,
      `/api/user/order-history?token=${token}&pageSize=1&currentPage=2`,
    );
    expect(page2.result.items.map((order) => order.increment_id)).toEqual([older?.increment_id]);
  });

  it("never shows another customer's orders, and needs a token", async () => {
    const general = await tokenOf(DEMO_CUSTOMERS.general.email, DEMO_CUSTOMERS.general.password);
    const b2b = await tokenOf(DEMO_CUSTOMERS.b2b.email, DEMO_CUSTOMERS.b2b.password);
    const foreign = await tokenOf(DEMO_CUSTOMERS.foreign.email, DEMO_CUSTOMERS.foreign.password);
    const ids = async (token: string) =>
      (await call<OrderHistory>(base, `/api/user/order-history?token=${token}`)).result.items.map(
        (order) => order.entity_id,
      );
    const generalIds = await ids(general);
    const b2bIds = await ids(b2b);
    expect(b2bIds).toHaveLength(2);
    expect(generalIds.filter((id) => b2bIds.includes(id))).toEqual([]);
    expect(await ids(foreign)).toEqual([]);
    expect((await call(base, '/api/user/order-history')).code).toBe(401);
  });
});

describe('mail service', () => {
  it('sends only with a token from get-token, checks the addresses, and keeps every mail in the outbox', async () => {
    const send = (body: object) => post('/api/ext/mail-service/send-email', body);
    const mail = {
      sourceAddress: 'klant@example.com',
      targetAddress: 'winkel@example.com',
      subject: 'Vraag over mijn bestelling',
      emailText: 'Wanneer komt mijn boek?',
    };
    expect(await send(mail)).toEqual({ status: 500, code: 500, result: 'Email is not authorized!' });
    const token = (await call<string>(base, '/api/ext/mail-service/get-token')).result;
    expect(await send({ ...mail, token, sourceAddress: '' })).toMatchObject({
      code: 500,
      result: 'Source email address is not provided!',
    });
    expect(await send({ ...mail, token, targetAddress: undefined })).toMatchObject({
      result: 'Target email address is not provided!',
    });
    expect(await send({ ...mail, token, targetAddress: 'winkel@' })).toMatchObject({
      result: 'Target email address is invalid!',
    });
    expect(await send({ ...mail, token })).toEqual({ status: 200, code: 200, result: 'OK' });
    expect(await send({ ...mail, token, subject: 'Nog een vraag' })).toMatchObject({ code: 200 });
    expect((await outbox('winkel@example.com')).map((sent) => sent.subject)).toEqual([
      'Nog een vraag',
      'Vraag over mijn bestelling',
    ]);
  });
});
