import { GraphQLError } from 'graphql';
import {
  COMMERCE_MESSAGES,
  type CartItemInput,
  type CartTotals,
  type ServerCartItem,
  type StockItem,
} from '@shop/contracts';
import { RestClient, expectOk, type Envelope, type QueryValue } from '@shop/service';
import type { CommerceFailure, CommercePlatform, CommerceResult } from './CommercePlatform';

const UPSTREAM = 'commerce platform';

export interface HttpCommercePlatformOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Sent as X-Request-Id, so the platform's logs and call counts can be traced to one client request. */
  requestId: string;
  /** seed 000 §7: in multistore mode the store code is added to the query. */
  storeCode: string;
  /** The customer's token; guest carts have none (seed 000 §7: 'token dropped for anonymous'). */
  customerToken: string | null;
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

  async cartCreate(): Promise<string> {
    const envelope = await this.client.post<unknown>('/api/cart/create', { query: this.query() });
    rejectUnauthorised(envelope);
    const cartId = expectOk(envelope, UPSTREAM, 'create a cart');
    if (typeof cartId !== 'string' && typeof cartId !== 'number') {
      throw new GraphQLError('Unhandled error, wrong response format!', {
        extensions: { code: 'UPSTREAM_BAD_RESPONSE', upstream: UPSTREAM },
      });
    }
    return String(cartId);
  }

  async cartUpdate(cartId: string, cartItem: CartItemInput): Promise<CommerceResult<ServerCartItem>> {
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

  private query(
    extra: Record<string, QueryValue> = {},
    { withToken = true } = {},
  ): Record<string, QueryValue> {
    const token = withToken ? this.options.customerToken : null;
    return { storeCode: this.options.storeCode, ...(token ? { token } : {}), ...extra };
  }

  /** A 200 is the value; an expected business answer is a typed failure; anything else is thrown. */
  private outcome<T, F extends CommerceFailure>(
    envelope: Envelope<T>,
    what: string,
    expected: readonly F[],
  ): CommerceResult<T, F> {
    if (envelope.code !== 200) {
      rejectUnauthorised(envelope);
      const message = messageOf(envelope.result);
      const failure = failureOf(message, envelope.code);
      if (failure && (expected as readonly CommerceFailure[]).includes(failure)) {
        return { ok: false, failure: failure as F, message };
      }
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

/** Recognises the platform's business answers by their (Magento) message texts. */
export function failureOf(message: string, code: number): CommerceFailure | null {
  if (message.includes(COMMERCE_MESSAGES.cartNotFound)) return 'CART_NOT_FOUND';
  if (message.includes(COMMERCE_MESSAGES.productNotFound)) return 'PRODUCT_NOT_FOUND';
  if (message.includes(COMMERCE_MESSAGES.productNotAvailable)) return 'PRODUCT_NOT_AVAILABLE';
  if (message.includes(COMMERCE_MESSAGES.notEnoughStock)) return 'NOT_ENOUGH_STOCK';
  if (QTY_RULE_MESSAGES.some((rule) => message.startsWith(rule))) return 'QTY_NOT_ALLOWED';
  // vue-storefront-api answers 404 for a cart id the platform does not know, whatever its wording.
  if (code === 404 && /cart/i.test(message)) return 'CART_NOT_FOUND';
  return null;
}

function messageOf(result: unknown): string {
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && result !== null) {
    const { message, errorMessage } = result as { message?: unknown; errorMessage?: unknown };
    if (typeof message === 'string') return message;
    if (typeof errorMessage === 'string') return errorMessage;
  }
  return '';
}

/** A rejected customer token is not a cart outcome: the client must log in again (seed 000 §8, task rules). */
function rejectUnauthorised(envelope: Envelope): void {
  if (envelope.code === 401 || envelope.status === 401) {
    throw new GraphQLError('The commerce platform did not accept the customer token', {
      extensions: { code: 'UNAUTHENTICATED', upstream: UPSTREAM },
    });
  }
}
