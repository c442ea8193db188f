import {
  CARD_PAYMENT_PROVIDER,
  COMMERCE_MESSAGES,
  CUSTOMER_MESSAGES,
  ORDER_MESSAGES,
  type CartItemInput,
  type CartTotals,
  type CollectTotalsBody,
  type OrderBody,
  type OrderResult,
  type PaymentDetailsBody,
  type PaymentInformationBody,
  type PaymentMethod,
  type PaymentStatus,
  type ProductRenderInfo,
  type RenderListResult,
  type ServerCartItem,
  type ShippingInformationBody,
  type ShippingInformationResult,
  type ShippingMethod,
  type ShippingMethodsAddress,
  type StockItem,
} from '@shop/contracts';
import { CLASSREADING_BUNDLE_MESSAGE } from '@shop/validation';
import {
  RestClient,
  expectOk,
  wrongResponseFormat,
  type Envelope,
  type Logger,
  type QueryValue,
} from '@shop/service';
import type {
  CartUpdateFailure,
  CommerceFailure,
  CommercePlatform,
  CommercePlatformFactory,
  CommerceResult,
  OrderFailure,
  RenderListOptions,
} from '../ports/CommercePlatform';
import { messageOf, rejectUnauthorised, UPSTREAM } from './envelopes';
import { orderIdOf, paymentStatusOf } from './paymentAnswers';

/** seed 000 §7 'Card payment extension': base /api/ext/payment-{provider}/. */
export const CARD_PAYMENT_BASE = `/api/ext/payment-${CARD_PAYMENT_PROVIDER}`;

/** The header that names one order, so a repeated call (double click, reload) answers the first order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The refusals of placing an order, which the shop turns into userErrors. */
const ORDER_FAILURES: readonly OrderFailure[] = [
  'CART_NOT_FOUND',
  'EMPTY_CART',
  'CART_CHANGED',
  'PRODUCT_NOT_AVAILABLE',
  'NOT_ENOUGH_STOCK',
  'SHIPPING_METHOD_NOT_AVAILABLE',
  'NO_SHIPPING_COUNTRY',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
];

/** seed 000 §7: '{products endpoint}/render-list'; vue-storefront-api mounts its product API at /api/product. */
export const RENDER_LIST_PATH = '/api/product/render-list';

/**
 * Render-list takes every sku of a request in one call (unlike stock, no group size), but a URL cannot grow
 * without bound: proxies commonly refuse request lines over 8 KB (nginx's default buffer). Skus are split
 * only when their encoded list would pass this many characters — about 370 ISBNs per call, far more than
 * a page of 50 products with their variants.
 */
export const RENDER_LIST_MAX_SKUS_LENGTH = 6000;

export interface HttpCommercePlatformOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Sent as X-Request-Id, so the platform's logs and call counts can be traced to one client request. */
  requestId: string;
  /** seed 000 §7: in multistore mode the store code is added to the query. */
  storeCode: string;
  /** The customer's token; guest carts have none (seed 000 §7: 'token dropped for anonymous'). */
  customerToken: string | null;
  /** Where a failed call is logged, in one line with the request id. */
  logger?: Logger;
}

/**
 * The commerce platform over the vue-storefront-api REST contract. One instance per GraphQL request
 * (it carries the request id, store code and customer token). Errors are mapped here, once.
 */
export class HttpCommercePlatform implements CommercePlatform {
  private readonly client: RestClient;

  constructor(private readonly options: HttpCommercePlatformOptions) {
    this.client = new RestClient({
      upstream: UPSTREAM,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      requestId: options.requestId,
      ...(options.logger ? { logger: options.logger } : {}),
    });
  }

  async stockList(skus: readonly string[]): Promise<StockItem[]> {
    if (skus.length === 0) return [];
    const envelope = await this.client.get<StockItem[]>('/api/stock/list', {
      query: this.query({ skus: skus.join(',') }, { withToken: false }),
    });
    // seed 000 §7: 'answer resultCode 200 with a result list, otherwise an empty list'.
    return envelope.code === 200 && Array.isArray(envelope.result) ? envelope.result : [];
  }

  async renderList(
    skus: readonly string[],
    { currencyCode, storeId, userGroupId }: RenderListOptions,
  ): Promise<ProductRenderInfo[]> {
    if (skus.length === 0) return [];
    const answers = await Promise.all(
      skusWithinUrlLength(skus).map((chunk) =>
        this.client.get<RenderListResult>(RENDER_LIST_PATH, {
          // seed 000 §7: userGroupId only when group tax is active; the token when the customer has one.
          query: this.query({ skus: chunk.join(','), currencyCode, storeId, userGroupId }),
        }),
      ),
    );
    return answers.flatMap((envelope) => renderItems(expectOk(envelope, UPSTREAM, 'render product prices')));
  }

  async cartCreate(): Promise<string> {
    const envelope = await this.client.post<unknown>('/api/cart/create', { query: this.query() });
    rejectUnauthorised(envelope);
    const cartId = expectOk(envelope, UPSTREAM, 'create a cart');
    if (typeof cartId !== 'string' && typeof cartId !== 'number') {
      throw wrongResponseFormat(UPSTREAM);
    }
    return String(cartId);
  }

  async cartUpdate(
    cartId: string,
    cartItem: CartItemInput,
  ): Promise<CommerceResult<ServerCartItem, CartUpdateFailure>> {
    const envelope = await this.client.post<ServerCartItem>('/api/cart/update', {
      query: this.query({ cartId }),
      body: { cartItem },
    });
    return this.outcome(envelope, 'update a cart item', [
      'CART_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_AVAILABLE',
      'NOT_ENOUGH_STOCK',
      'QTY_NOT_ALLOWED',
      'ITEM_NOT_FOUND',
      'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
      'BUNDLE_OPTION_REQUIRED',
      'BUNDLE_SELECTION_NOT_AVAILABLE',
    ]);
  }

  async cartDelete(cartId: string, cartItem: CartItemInput): Promise<CommerceResult<true, 'CART_NOT_FOUND'>> {
    const envelope = await this.client.post<unknown>('/api/cart/delete', {
      query: this.query({ cartId }),
      body: { cartItem },
    });
    const result = this.outcome(envelope, 'delete a cart item', ['CART_NOT_FOUND']);
    return result.ok ? { ok: true, value: true } : result;
  }

  async cartPull(cartId: string): Promise<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>> {
    const envelope = await this.client.get<ServerCartItem[]>('/api/cart/pull', {
      query: this.query({ cartId }),
    });
    return this.outcome(envelope, 'pull a cart', ['CART_NOT_FOUND']);
  }

  async cartTotals(cartId: string): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND'>> {
    const envelope = await this.client.get<CartTotals>('/api/cart/totals', { query: this.query({ cartId }) });
    return this.outcome(envelope, 'read cart totals', ['CART_NOT_FOUND']);
  }

  async applyCoupon(
    cartId: string,
    code: string,
  ): Promise<CommerceResult<true, 'CART_NOT_FOUND' | 'INVALID_COUPON'>> {
    // seed 000 §7: 'coupon in the query'.
    const envelope = await this.client.post<unknown>('/api/cart/apply-coupon', {
      query: this.query({ cartId, coupon: code }),
    });
    const result = this.outcome(envelope, 'apply a coupon', ['CART_NOT_FOUND', 'INVALID_COUPON']);
    if (!result.ok) return result;
    // Magento answers false for a code it does not apply.
    return result.value === false
      ? { ok: false, failure: 'INVALID_COUPON', message: CUSTOMER_MESSAGES.couponNotValid }
      : { ok: true, value: true };
  }

  async deleteCoupon(cartId: string): Promise<CommerceResult<true, 'CART_NOT_FOUND'>> {
    const envelope = await this.client.post<unknown>('/api/cart/delete-coupon', {
      query: this.query({ cartId }),
    });
    const result = this.outcome(envelope, 'remove the coupon', ['CART_NOT_FOUND']);
    return result.ok ? { ok: true, value: true } : result;
  }

  async paymentMethods(cartId: string): Promise<CommerceResult<PaymentMethod[], 'CART_NOT_FOUND'>> {
    const envelope = await this.client.get<PaymentMethod[]>('/api/cart/payment-methods', {
      query: this.query({ cartId }),
    });
    return this.outcome(envelope, 'list payment methods', ['CART_NOT_FOUND']);
  }

  async shippingMethods(
    cartId: string,
    address: ShippingMethodsAddress,
  ): Promise<CommerceResult<ShippingMethod[], 'CART_NOT_FOUND' | 'NO_SHIPPING_COUNTRY'>> {
    const envelope = await this.client.post<ShippingMethod[]>('/api/cart/shipping-methods', {
      query: this.query({ cartId }),
      body: { address },
    });
    return this.outcome(envelope, 'list shipping methods', ['CART_NOT_FOUND', 'NO_SHIPPING_COUNTRY']);
  }

  async shippingInformation(
    cartId: string,
    body: ShippingInformationBody,
  ): Promise<
    CommerceResult<
      ShippingInformationResult,
      'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE' | 'NO_SHIPPING_COUNTRY'
    >
  > {
    const envelope = await this.client.post<ShippingInformationResult>('/api/cart/shipping-information', {
      query: this.query({ cartId }),
      body,
    });
    return this.outcome(envelope, 'set the shipping information', [
      'CART_NOT_FOUND',
      'SHIPPING_METHOD_NOT_AVAILABLE',
      'NO_SHIPPING_COUNTRY',
    ]);
  }

  async collectTotals(
    cartId: string,
    body: CollectTotalsBody,
  ): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE'>> {
    const envelope = await this.client.post<CartTotals>('/api/cart/collect-totals', {
      query: this.query({ cartId }),
      body,
    });
    return this.outcome(envelope, 'collect the totals', ['CART_NOT_FOUND', 'SHIPPING_METHOD_NOT_AVAILABLE']);
  }

  async placeOrder(
    body: OrderBody,
    idempotencyKey: string,
  ): Promise<CommerceResult<OrderResult, OrderFailure>> {
    const envelope = await this.client.post<OrderResult>('/api/order', {
      query: this.query(),
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return this.outcome(envelope, 'place the order', ORDER_FAILURES, 'ORDER_REFUSED');
  }

  async paymentInformation(
    cartId: string,
    body: PaymentInformationBody,
    idempotencyKey: string,
  ): Promise<CommerceResult<string, OrderFailure>> {
    const envelope = await this.client.post<unknown>(`${CARD_PAYMENT_BASE}/payment-information`, {
      query: this.cardQuery(cartId),
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    const placed = this.outcome(envelope, 'place the card order', ORDER_FAILURES, 'ORDER_REFUSED');
    return placed.ok ? { ok: true, value: orderIdOf(placed.value) } : placed;
  }

  async paymentStatus(
    cartId: string,
    orderId: string,
  ): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND'>> {
    const envelope = await this.client.get<unknown>(
      `${CARD_PAYMENT_BASE}/payment/status/${encodeURIComponent(orderId)}`,
      { query: this.cardQuery(cartId) },
    );
    const status = this.outcome(envelope, 'read the payment status', ['ORDER_NOT_FOUND']);
    return status.ok ? { ok: true, value: paymentStatusOf(status.value) } : status;
  }

  async paymentDetails(
    cartId: string,
    body: PaymentDetailsBody,
  ): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND' | 'PAYMENT_DETAILS_REFUSED'>> {
    const envelope = await this.client.post<unknown>(`${CARD_PAYMENT_BASE}/payment/fingerprint`, {
      query: this.cardQuery(cartId),
      body,
    });
    const status = this.outcome(
      envelope,
      'submit the payment details',
      ['ORDER_NOT_FOUND'],
      'PAYMENT_DETAILS_REFUSED',
    );
    return status.ok ? { ok: true, value: paymentStatusOf(status.value) } : status;
  }

  /** seed 000 §7: the card payment extension takes the token of a customer, the cart id of a guest. */
  private cardQuery(cartId: string): Record<string, QueryValue> {
    return this.options.customerToken || cartId === '' ? this.query() : this.query({ cartId });
  }

  private query(
    extra: Record<string, QueryValue> = {},
    { withToken = true } = {},
  ): Record<string, QueryValue> {
    const token = withToken ? this.options.customerToken : null;
    return { storeCode: this.options.storeCode, ...(token ? { token } : {}), ...extra };
  }

  /**
   * A 200 is the value; an expected business answer is a typed failure; anything else is thrown. With
   * `refusedAs`, any other 400 with a message is that failure too (the platform's checks of an order).
   */
  private outcome<T, F extends CommerceFailure>(
    envelope: Envelope<T>,
    what: string,
    expected: readonly F[],
    refusedAs?: F,
  ): CommerceResult<T, F> {
    if (envelope.code !== 200) {
      rejectUnauthorised(envelope);
      const message = messageOf(envelope);
      const failure = failureOf(message, envelope.code);
      if (failure && (expected as readonly CommerceFailure[]).includes(failure)) {
        return { ok: false, failure: failure as F, message };
      }
      if (refusedAs && envelope.code === 400 && message !== '')
        return { ok: false, failure: refusedAs, message };
    }
    // Success, or an answer the shop has no rule for: expectOk throws UPSTREAM_ERROR with its message.
    return { ok: true, value: expectOk(envelope, UPSTREAM, what) };
  }
}

/** Magento's sale-quantity rejections, which name the limit ('The most you may purchase is 5.'). */
const QTY_RULE_MESSAGES = [
  'You cannot use decimal quantity',
  'The fewest you may purchase is',
  'The most you may purchase is',
];

/** Splits skus into lists whose encoded, comma-joined form stays within RENDER_LIST_MAX_SKUS_LENGTH. */
export function skusWithinUrlLength(
  skus: readonly string[],
  maxLength: number = RENDER_LIST_MAX_SKUS_LENGTH,
): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const sku of skus) {
    // As URLSearchParams writes it: the sku encoded, and a comma (%2C) before all but the first.
    const skuLength = new URLSearchParams({ s: sku }).toString().length - 2;
    if (chunk.length > 0 && length + 3 + skuLength > maxLength) {
      chunks.push(chunk);
      chunk = [];
      length = 0;
    }
    length += (chunk.length > 0 ? 3 : 0) + skuLength;
    chunk.push(sku);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The items of a render-list answer; an answer of another shape is an unexpected failure, thrown here once. */
function renderItems(result: RenderListResult): ProductRenderInfo[] {
  const items: unknown = (result as Partial<RenderListResult> | null)?.items;
  if (!Array.isArray(items) || !items.every(isRenderInfo)) {
    // seed 000 §8: 'Unhandled error, wrong response format!'
    throw wrongResponseFormat(UPSTREAM);
  }
  return items;
}

/** What the shop reads of an item: its id, currency, and the final and regular prices with and without tax. */
function isRenderInfo(value: unknown): value is ProductRenderInfo {
  const item = value as Partial<ProductRenderInfo> | null;
  const prices = item?.price_info;
  const exclTax = prices?.extension_attributes?.tax_adjustments;
  return (
    typeof item?.id === 'number' &&
    typeof item.currency_code === 'string' &&
    [prices?.final_price, prices?.regular_price, exclTax?.final_price].every(
      (amount) => typeof amount === 'number' && Number.isFinite(amount),
    )
  );
}

/** Recognises the platform's business answers by their (Magento) message texts. */
export function failureOf(message: string, code: number): CommerceFailure | null {
  if (message.includes(COMMERCE_MESSAGES.cartNotFound)) return 'CART_NOT_FOUND';
  if (message.includes(CLASSREADING_BUNDLE_MESSAGE)) return 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS';
  if (message.includes(ORDER_MESSAGES.emptyCart)) return 'EMPTY_CART';
  if (message.includes(ORDER_MESSAGES.cartChanged)) return 'CART_CHANGED';
  if (message.startsWith(ORDER_MESSAGES.shippingMethodNotAvailable)) return 'SHIPPING_METHOD_NOT_AVAILABLE';
  if (message.includes(ORDER_MESSAGES.noShippingCountry)) return 'NO_SHIPPING_COUNTRY';
  if (message.includes(ORDER_MESSAGES.paymentMethodNotAvailable)) return 'PAYMENT_METHOD_NOT_AVAILABLE';
  if (message.includes(CUSTOMER_MESSAGES.couponNotValid)) return 'INVALID_COUPON';
  // Magento: "The <cart> Cart doesn't contain the <item> item."
  if (/Cart doesn't contain the \S+ item/.test(message)) return 'ITEM_NOT_FOUND';
  if (message.includes(COMMERCE_MESSAGES.productNotFound)) return 'PRODUCT_NOT_FOUND';
  if (message.includes(COMMERCE_MESSAGES.productNotAvailable)) return 'PRODUCT_NOT_AVAILABLE';
  if (message.includes(COMMERCE_MESSAGES.notEnoughStock)) return 'NOT_ENOUGH_STOCK';
  if (message.includes(COMMERCE_MESSAGES.bundleOptionRequired)) return 'BUNDLE_OPTION_REQUIRED';
  if (message.includes(COMMERCE_MESSAGES.bundleSelectionNotAvailable))
    return 'BUNDLE_SELECTION_NOT_AVAILABLE';
  if (QTY_RULE_MESSAGES.some((rule) => message.startsWith(rule))) return 'QTY_NOT_ALLOWED';
  // vue-storefront-api answers 404 for a cart id the platform does not know, whatever its wording.
  if (code === 404 && /cart/i.test(message)) return 'CART_NOT_FOUND';
  if (code === 404 && /order/i.test(message)) return 'ORDER_NOT_FOUND';
  return null;
}

/** The HTTP adapter for each request (the port factory index.ts gives createContext). */
export function httpCommercePlatform(config: {
  COMMERCE_API_URL: string;
  COMMERCE_TIMEOUT_MS: number;
  logger?: Logger;
}): CommercePlatformFactory {
  return (request) =>
    new HttpCommercePlatform({
      baseUrl: config.COMMERCE_API_URL,
      timeoutMs: config.COMMERCE_TIMEOUT_MS,
      ...(config.logger ? { logger: config.logger } : {}),
      ...request,
    });
}
