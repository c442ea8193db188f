import type { APIRequestContext } from '@playwright/test';
import { commerceUrl, webUrl } from './stack';

/**
 * Test data of the account journeys, made through the shop's own /graphql as a browser would (a request
 * context keeps the session cookies the web server sets), and the commerce platform's mail outbox.
 */
export async function shopGraphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'en-be',
): Promise<T> {
  const response = await request.post(`${webUrl()}/graphql`, {
    headers: { 'content-type': 'application/json', store },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** A new, unique customer email for one run. */
export function newEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.be`;
}

export async function registerCustomer(request: APIRequestContext, email: string, password: string) {
  const data = await shopGraphql<{ register: { userErrors: { message: string }[] } }>(
    request,
    `mutation R($input: RegisterInput!) { register(input: $input) { userErrors { message } } }`,
    {
      input: {
        firstname: 'Lien',
        lastname: 'Maes',
        email,
        password,
        passwordConfirmation: password,
        acceptPrivacyPolicy: true,
      },
    },
  );
  if (data.register.userErrors.length) throw new Error(data.register.userErrors[0]!.message);
}

export async function logInCustomer(
  request: APIRequestContext,
  email: string,
  password: string,
  store = 'en-be',
) {
  const data = await shopGraphql<{ logIn: { userErrors: { message: string }[] } }>(
    request,
    `mutation L($input: LogInInput!) { logIn(input: $input) { userErrors { message } } }`,
    { input: { email, password } },
    store,
  );
  if (data.logIn.userErrors.length) throw new Error(data.logIn.userErrors[0]!.message);
}

/**
 * Adds a product to a cart through the shop's /graphql: the guest cart `cartId`, or, without one, the cart of
 * the customer logged in on `request` (the session's cart). Throws on a refusal.
 */
export async function addToCart(
  request: APIRequestContext,
  input: { sku: string; qty?: number; cartId?: string },
  store = 'en-be',
) {
  const data = await shopGraphql<{ addToCart: { userErrors: { message: string }[] } }>(
    request,
    'mutation A($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
    { input: { qty: 1, ...input } },
    store,
  );
  if (data.addToCart.userErrors.length) throw new Error(data.addToCart.userErrors[0]!.message);
}

export interface ShopProduct {
  sku: string;
  name: string;
  urlPath: string;
  publishDate: string | null;
}

/** Every product the request's shopper may see (a guest, or the customer logged in on `request`). */
export async function visibleProducts(request: APIRequestContext, store = 'en-be'): Promise<ShopProduct[]> {
  const products: ShopProduct[] = [];
  for (let start = 0; ; start += 50) {
    const data = await shopGraphql<{ products: { total: number; items: ShopProduct[] } }>(
      request,
      `query P($start: Int!) { products(search: { paging: { pageSize: 50, start: $start } }) {
        total items { sku name urlPath publishDate } } }`,
      { start },
      store,
    );
    products.push(...data.products.items);
    if (start + 50 >= data.products.total) return products;
  }
}

/** Products of `types` in stock with at least `qty` pieces (or unmanaged stock), to fill carts with. */
export interface StockedProduct extends ShopProduct {
  type: string;
  price: { final: { value: number } };
  stock: { status: string; qty: number; isManageStock: boolean } | null;
}

export async function productsInStock(
  request: APIRequestContext,
  store: string,
  types: readonly string[],
  qty = 5,
): Promise<StockedProduct[]> {
  const data = await shopGraphql<{ products: { items: StockedProduct[] } }>(
    request,
    `{ products(search: { paging: { pageSize: 200 } }) { items { sku name urlPath publishDate type price { final { value } } stock { status qty isManageStock } } } }`,
    {},
    store,
  );
  return data.products.items.filter(
    (item) =>
      types.includes(item.type) &&
      item.stock?.status === 'OK' &&
      // Unmanaged stock (a download, for instance) is always in stock (seed 000 §4).
      (item.stock.qty >= qty || !item.stock.isManageStock),
  );
}

/** Every mail the platform sent to `email`: the order confirmations among them count the orders. */
export async function mailsTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `${commerceUrl()}/api/ext/mail-service/outbox?to=${encodeURIComponent(email)}`,
  );
  const body = (await response.json()) as { result: { subject: string; text: string; html?: string }[] };
  return body.result;
}

/** The newest mail the platform sent to `email` (the outbox lists the newest first). */
export async function newestMailTo(request: APIRequestContext, email: string) {
  const mail = (await mailsTo(request, email))[0];
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return mail;
}
