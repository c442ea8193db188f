import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * Customers through the gateway on the local stack: login with the guest cart joined, the profile, the
 * cart page of a customer, the customer group reaching the catalogue, orders that stay their owner's, and a
 * refresh of an expired token. Asserts the data and the commerce platform calls each request costs.
 */
let stack: TestStack;
let gateway: string;
let skus: string[];

/** Short-lived tokens, so the test sees one expire (COMMERCE_TOKEN_LIFETIME_SECONDS). */
const TOKEN_LIFETIME_SECONDS = 3;

const SESSION = /* GraphQL */ `
  customer {
    email
    groupId
  }
  session {
    token
    refreshToken
  }
  cart {
    id
    items {
      sku
      qty
    }
  }
  cartMessages {
    code
    message
  }
  userErrors {
    code
    message
  }
`;

interface SessionAnswer {
  customer: { email: string; groupId: number } | null;
  session: { token: string; refreshToken: string } | null;
  cart: { id: string; items: { sku: string; qty: number }[] } | null;
  cartMessages: { code: string; message: string }[];
  userErrors: { code: string; message: string }[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function logIn(email: string, password: string, guestCartId?: string) {
  const answer = await gatewayRequest<{ logIn: SessionAnswer }>(
    gateway,
    `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${SESSION} } }`,
    { input: { email, password, ...(guestCartId ? { guestCartId } : {}) } },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.logIn.userErrors).toEqual([]);
  return { ...answer.data!.logIn, requestId: answer.requestId };
}

async function register(email: string) {
  const answer = await gatewayRequest<{ register: SessionAnswer }>(
    gateway,
    `mutation Register($input: RegisterInput!) { register(input: $input) { ${SESSION} } }`,
    {
      input: {
        firstname: 'Bram',
        lastname: 'Janssens',
        email,
        password: 'Boeken123!',
        passwordConfirmation: 'Boeken123!',
        acceptPrivacyPolicy: true,
      },
    },
  );
  expect(answer.data?.register.userErrors).toEqual([]);
  return answer.data!.register.session!;
}

/** A new guest cart (a guest names its cart; a customer's comes from the session). */
async function createGuestCart() {
  const answer = await gatewayRequest<{ createCart: { cart: { id: string } } }>(
    gateway,
    'mutation { createCart { cart { id } } }',
  );
  return answer.data!.createCart.cart.id;
}

async function addToCart(sku: string, qty: number, headers: Record<string, string>, cartId?: string) {
  const answer = await gatewayRequest<{ addToCart: { cart: { id: string } | null; userErrors: unknown[] } }>(
    gateway,
    'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { id } userErrors { code message } } }',
    { input: { sku, qty, ...(cartId ? { cartId } : {}) } },
    headers,
  );
  expect(answer.data?.addToCart.userErrors).toEqual([]);
  return answer.data!.addToCart.cart!.id;
}

async function commerceCalls(requestId: string) {
  return (await fetchCallCounts(stack.urls.commerce!)).byRequestId[requestId] ?? {};
}

beforeAll(async () => {
  stack = await startTestStack({
    products: 200,
    only: ['commerce', 'catalog', 'cart', 'gateway', 'web'],
    env: { COMMERCE_TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS) },
  });
  gateway = stack.urls.gateway!;
  // Simple products in stock, to fill carts with.
  const listing = await gatewayRequest<{
    products: { items: { sku: string; type: string; stock: { status: string; qty: number } | null }[] };
  }>(
    gateway,
    '{ products(search: { paging: { pageSize: 50 } }) { items { sku type stock { status qty } } } }',
  );
  skus = listing
    .data!.products.items.filter(
      (item) => item.type === 'SIMPLE' && item.stock?.status === 'OK' && item.stock.qty >= 5,
    )
    .map((item) => item.sku);
  expect(skus.length).toBeGreaterThanOrEqual(3);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a login with a guest cart', () => {
  it('joins three guest lines to a customer cart that has one of them, and costs these platform calls', async () => {
    const email = 'merge@example.be';
    const { token } = await register(email);
    await addToCart(skus[0]!, 1, bearer(token));
    const guestCartId = await createGuestCart();
    await addToCart(skus[0]!, 2, {}, guestCartId);
    await addToCart(skus[1]!, 1, {}, guestCartId);
    await addToCart(skus[2]!, 3, {}, guestCartId);

    await resetCallCounts(stack.urls.commerce!);
    const login = await logIn(email, 'Boeken123!', guestCartId);
    expect(login.cartMessages).toEqual([]);
    expect(Object.fromEntries(login.cart!.items.map((item) => [item.sku, item.qty]))).toEqual({
      [skus[0]!]: 2,
      [skus[1]!]: 1,
      [skus[2]!]: 3,
    });
    const calls = await commerceCalls(login.requestId);
    console.info(`login with a cart merge: ${JSON.stringify(calls)}`);
    expect(calls).toEqual({
      'POST /api/user/login': 1,
      'GET /api/user/me': 1,
      'POST /api/cart/create': 1,
      'GET /api/cart/pull': 3,
      'GET /api/cart/totals': 2,
      'POST /api/cart/update': 3,
    });
  });
});

describe('a logged-in customer', () => {
  it('reads the profile with one platform call', async () => {
    const { general } = DEMO_CUSTOMERS;
    const { session } = await logIn(general.email, general.password);
    await resetCallCounts(stack.urls.commerce!);
    const me = await gatewayRequest<{ me: { email: string; groupId: number; orders: { total: number } } }>(
      gateway,
      '{ me { email firstname groupId orders { total items { number grandTotal { value currency } } } } }',
      {},
      bearer(session!.token),
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({
      email: general.email,
      groupId: 0,
      orders: { total: general.orders },
    });
    const calls = await commerceCalls(me.requestId);
    console.info(`me with orders: ${JSON.stringify(calls)}`);
    expect(calls).toEqual({ 'GET /api/user/me': 1, 'GET /api/user/order-history': 1 });
    expect(me.cacheControl).toBe('no-store');
  });

  it('opens the cart page: lines with their products, stock and live prices, and totals', async () => {
    const { token } = await register('cart-page@example.be');
    for (const sku of skus.slice(0, 3)) await addToCart(sku, 1, bearer(token));
    await resetCallCounts(stack.urls.commerce!);
    const page = await gatewayRequest<{
      cart: { items: { sku: string; product: { name: string; livePrice: { isCurrent: boolean } | null } }[] };
    }>(
      gateway,
      `query CartPage {
        cart {
          id
          couponCode
          itemsQty
          items {
            itemId sku qty
            priceInclTax { value currency }
            rowTotalInclTax { value currency }
            stockMessage { code message isError }
            product { sku name urlPath thumbnail { url } price { final { value currency } } livePrice { final { value } isCurrent } }
          }
          totals { grandTotal { value currency } segments { code title value { value currency } } }
        }
      }`,
      {},
      bearer(token),
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.cart.items).toHaveLength(3);
    const calls = await commerceCalls(page.requestId);
    console.info(`cart page of a customer: ${JSON.stringify(calls)}`);
    // The customer's cart id (create answers it), its lines and totals, stock in one call (3 lines < 15),
    // live prices in one call. The catalogue resolves a cart's products by sku without the customer group
    // (with group tax off), so it asks the platform nothing.
    expect(calls).toEqual({
      'POST /api/cart/create': 1,
      'GET /api/cart/pull': 1,
      'GET /api/cart/totals': 1,
      'GET /api/stock/list': 1,
      'GET /api/product/render-list': 1,
    });
  });

  it('never reads another customer’s order by its id', async () => {
    const { general } = DEMO_CUSTOMERS;
    const an = await logIn(general.email, general.password);
    const own = await gatewayRequest<{ me: { orders: { items: { id: string; number: string }[] } } }>(
      gateway,
      '{ me { orders { items { id number } } } }',
      {},
      bearer(an.session!.token),
    );
    const anOrder = own.data!.me.orders.items[0]!;
    const orderById = (id: string, token: string) =>
      gatewayRequest<{ me: { order: unknown } }>(
        gateway,
        'query O($id: ID!) { me { order(id: $id) { id number } } }',
        { id },
        bearer(token),
      );
    const { token } = await register('curious@example.be');
    // The owner reads it by id and by number; another customer gets nothing for either.
    for (const id of [anOrder.id, anOrder.number]) {
      const owner = await orderById(id, an.session!.token);
      expect(owner.errors).toBeUndefined();
      expect(owner.data).toEqual({ me: { order: anOrder } });
      const other = await orderById(id, token);
      expect(other.errors).toBeUndefined();
      expect(other.data).toEqual({ me: { order: null } });
    }
  });
});

describe('the customer group in the catalogue (seed 000 §6)', () => {
  async function allSkus(headers: Record<string, string>) {
    const found = new Map<string, string | null>();
    for (let start = 0; ; start += 50) {
      const page = await gatewayRequest<{
        products: { total: number; items: { sku: string; publishDate: string | null }[] };
      }>(
        gateway,
        'query P($start: Int!) { products(search: { paging: { pageSize: 50, start: $start } }) { total items { sku publishDate } } }',
        { start },
        headers,
      );
      expect(page.errors).toBeUndefined();
      for (const item of page.data!.products.items) found.set(item.sku, item.publishDate);
      if (start + 50 >= page.data!.products.total) return found;
    }
  }

  it('a foreign customer (group 8) sees books published before 1993 that a guest does not', async () => {
    const { foreign } = DEMO_CUSTOMERS;
    const { session } = await logIn(foreign.email, foreign.password);
    const guestSees = await allSkus({});
    const foreignSees = await allSkus(bearer(session!.token));
    const onlyForeign = [...foreignSees].filter(([sku]) => !guestSees.has(sku));
    expect(onlyForeign.length).toBeGreaterThan(0);
    expect(onlyForeign.some(([, date]) => date !== null && date < '1993-01-01')).toBe(true);
    for (const sku of guestSees.keys()) expect(foreignSees.has(sku)).toBe(true);
  });
});

describe('an expired token', () => {
  it('answers UNAUTHENTICATED; the refresh token gives new tokens that work, once', async () => {
    const { general } = DEMO_CUSTOMERS;
    const { session } = await logIn(general.email, general.password);
    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    const expired = await gatewayRequest(gateway, '{ me { email } }', {}, bearer(session!.token));
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const refresh = `mutation R($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION} } }`;
    const renewed = await gatewayRequest<{ refreshSession: SessionAnswer }>(gateway, refresh, {
      refreshToken: session!.refreshToken,
    });
    const fresh = renewed.data!.refreshSession.session!;
    const me = await gatewayRequest<{ me: { email: string } }>(
      gateway,
      '{ me { email } }',
      {},
      bearer(fresh.token),
    );
    expect(me.data?.me.email).toBe(general.email);
    const reused = await gatewayRequest<{ refreshSession: SessionAnswer }>(gateway, refresh, {
      refreshToken: session!.refreshToken,
    });
    expect(reused.data?.refreshSession.userErrors).toEqual([
      {
        code: 'SESSION_EXPIRED',
        message: 'Error refreshing user token. User is not authorized to access the resource',
      },
    ]);
  });
});

describe("the storefront's session cookies through the web server", () => {
  /** The session cookies a Set-Cookie list sets (name=value), as a browser would keep them. */
  function cookieJar(setCookies: string[]): string {
    return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
  }

  async function webGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
    const response = await fetch(`${stack.urls.web!}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return {
      body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
      setCookies: response.headers.getSetCookie(),
    };
  }

  it('keeps the tokens out of the answer, and five requests with an expired token cause one refresh', async () => {
    const { general } = DEMO_CUSTOMERS;
    const login = await webGraphql(
      'mutation L($input: LogInInput!) { logIn(input: $input) { session { token refreshToken } userErrors { code } } }',
      { input: { email: general.email, password: general.password } },
      '',
    );
    expect(login.body.data).toEqual({
      logIn: { session: { token: null, refreshToken: null }, userErrors: [] },
    });
    expect(login.setCookies.every((cookie) => /HttpOnly/.test(cookie) && /SameSite=Lax/.test(cookie))).toBe(
      true,
    );
    const cookie = cookieJar(login.setCookies);
    expect(cookie).toMatch(/shop_token=.+; shop_refresh=.+/);

    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    await resetCallCounts(stack.urls.commerce!);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => webGraphql('{ me { email } }', {}, cookie)),
    );
    for (const answer of answers) expect(answer.body).toEqual({ data: { me: { email: general.email } } });
    const refreshes = (await fetchCallCounts(stack.urls.commerce!)).byEndpoint['POST /api/user/refresh'];
    console.info(`5 requests with an expired token: ${refreshes} refresh`);
    expect(refreshes).toBe(1);
  });
});

describe('guessing is slowed at the shop login (issue 18 item 7), through the gateway', () => {
  const LIMITED_LOG_IN = /* GraphQL */ `
    mutation LimitedLogIn($input: LogInInput!) {
      logIn(input: $input) {
        customer {
          email
        }
        userErrors {
          code
          message
        }
        retryAfterSeconds
      }
    }
  `;
  interface LimitedAnswer {
    logIn: {
      customer: { email: string } | null;
      userErrors: { code: string; message: string }[];
      retryAfterSeconds: number | null;
    };
  }

  it('waits 5 s after 5 wrong passwords for one e-mail address, without asking the platform; another address is not slowed', async () => {
    // A customer of this test only, and a client address of its own: no other test's logins are slowed.
    const email = 'raden.limiet@example.com';
    await register(email);
    const attempt = (password: string, address: string) =>
      gatewayRequest<LimitedAnswer>(
        gateway,
        LIMITED_LOG_IN,
        { input: { email, password } },
        {
          'x-client-address': address,
        },
      );
    for (let n = 1; n <= 5; n += 1) {
      const wrong = await attempt(`Geraden${n}!x`, '203.0.113.71');
      expect(wrong.data?.logIn.userErrors.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS']);
    }
    const sixth = await attempt('Boeken123!', '203.0.113.71');
    expect(sixth.data?.logIn).toEqual({
      customer: null,
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 5 seconds.' }],
      retryAfterSeconds: 5,
    });
    expect(await commerceCalls(sixth.requestId)).toEqual({});
    // The account waits from every address: the wait is the account's, whoever guesses.
    expect((await attempt('Boeken123!', '198.51.100.71')).data?.logIn.retryAfterSeconds).toBe(5);
  });

  it('waits after 20 wrong passwords from one client address, for any account, and not from another address', async () => {
    const address = '203.0.113.72';
    for (let n = 1; n <= 20; n += 1) {
      const wrong = await gatewayRequest<LimitedAnswer>(
        gateway,
        LIMITED_LOG_IN,
        { input: { email: `onbekend${n}@example.com`, password: 'Geraden1!x' } },
        { 'x-client-address': address },
      );
      expect(wrong.data?.logIn.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const { general } = DEMO_CUSTOMERS;
    const fromThere = await gatewayRequest<LimitedAnswer>(
      gateway,
      LIMITED_LOG_IN,
      { input: { email: general.email, password: general.password } },
      { 'x-client-address': address },
    );
    expect(fromThere.data?.logIn.userErrors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    const fromElsewhere = await gatewayRequest<LimitedAnswer>(
      gateway,
      LIMITED_LOG_IN,
      { input: { email: general.email, password: general.password } },
      { 'x-client-address': '198.51.100.72' },
    );
    expect(fromElsewhere.data?.logIn.customer).toEqual({ email: general.email });
  });
});
