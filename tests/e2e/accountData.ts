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

/** Adds a product to the cart of the customer logged in on `request` (no cart id: the session's cart). */
export async function addToSessionCart(request: APIRequestContext, sku: string, qty = 1, store = 'en-be') {
  const data = await shopGraphql<{ addToCart: { userErrors: { message: string }[] } }>(
    request,
    'mutation A($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
    { input: { sku, qty } },
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

/** Simple books in stock with at least `qty` pieces, to fill carts with. */
export async function booksInStock(request: APIRequestContext, qty = 5): Promise<ShopProduct[]> {
  const data = await shopGraphql<{
    products: { items: (ShopProduct & { type: string; stock: { status: string; qty: number } | null })[] };
  }>(
    request,
    `{ products(search: { paging: { pageSize: 50 } }) { items { sku name urlPath publishDate type stock { status qty } } } }`,
  );
  return data.products.items.filter(
    (item) => item.type === 'SIMPLE' && item.stock?.status === 'OK' && item.stock.qty >= qty,
  );
}

/** The newest mail the platform sent to `email` (GET /api/ext/mail-service/outbox). */
export async function newestMailTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `${commerceUrl()}/api/ext/mail-service/outbox?to=${encodeURIComponent(email)}`,
  );
  const body = (await response.json()) as { result: { subject: string; text: string; html?: string }[] };
  const mail = body.result[0];
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return mail;
}
