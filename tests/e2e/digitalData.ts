import { DEMO_CHECKOUT_ADDRESS } from '@shop/stack';
import type { APIRequestContext } from '@playwright/test';
import { addToCart, logInCustomer, newEmail, registerCustomer, shopGraphql } from './accountData';

/** A digital book of the catalogue, as the journeys find it: the format attribute says e-book or audiobook. */
export interface DigitalBook {
  sku: string;
  name: string;
  urlPath: string;
}

/**
 * The first e-book and audiobook the shop sells (type DOWNLOADABLE, told apart by their format: 'E-book', and
 * 'Luisterboek' or 'Audiobook'), in the store view's names.
 */
export async function digitalBooks(request: APIRequestContext, store: string) {
  const data = await shopGraphql<{
    products: {
      items: (DigitalBook & { type: string; attributes: { code: string; values: { label: string }[] }[] })[];
    };
  }>(
    request,
    `{ products(search: { paging: { pageSize: 200 } }) { items { sku name urlPath type attributes { code values { label } } } } }`,
    {},
    store,
  );
  const formatOf = (item: (typeof data.products.items)[number]) =>
    item.attributes.find((attribute) => attribute.code === 'format')?.values[0]?.label;
  const digital = data.products.items.filter((item) => item.type === 'DOWNLOADABLE');
  const ebook = digital.find((item) => formatOf(item) === 'E-book');
  const audiobook = digital.find((item) => ['Luisterboek', 'Audiobook'].includes(formatOf(item) ?? ''));
  if (!ebook || !audiobook) throw new Error('the catalogue sells no e-book or no audiobook');
  return { ebook, audiobook };
}

/**
 * A new customer, logged in on `request` (a page's request context: the page shares its session cookies), who
 * ordered `skus` by bank transfer: the digital products service delivers the books of such an order.
 */
export async function customerWhoBought(request: APIRequestContext, skus: readonly string[], store: string) {
  const email = newEmail('digital');
  const password = 'Luisterboek1';
  await registerCustomer(request, email, password);
  await logInCustomer(request, email, password, store);
  for (const sku of skus) await addToCart(request, { sku }, store);
  const address = DEMO_CHECKOUT_ADDRESS;
  const data = await shopGraphql<{ placeOrder: { userErrors: { message: string }[] } }>(
    request,
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { userErrors { message } } }',
    {
      input: {
        idempotencyKey: `digital-${email}`,
        personalDetails: { firstname: 'Lien', lastname: 'Maes', email },
        shippingAddress: address,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
        paymentMethodCode: 'checkmo',
      },
    },
    store,
  );
  if (data.placeOrder.userErrors.length) throw new Error(data.placeOrder.userErrors[0]!.message);
}
