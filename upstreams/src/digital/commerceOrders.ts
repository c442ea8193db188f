import {
  DIGITAL_MESSAGES,
  type CustomerProfile,
  type OrderHistory,
  type OrderHistoryItem,
} from '@shop/contracts';
import { RestClient, UPSTREAM_ERROR_CODES, type Envelope } from '@shop/service';
import { UpstreamError } from '../shared/envelope';

/** The commerce platform as this service needs it: whose token a call carries, and what they ordered. */
export interface CommerceOrders {
  /** Every order of the token's customer, newest first; a token the platform refuses is a 401. */
  ordersOf(token: string | undefined, requestId?: string): Promise<OrderHistoryItem[]>;
}

const UPSTREAM = 'commerce platform';
/** vue-storefront-api's largest order-history page (the stand-in caps pageSize at 100). */
const PAGE_SIZE = 100;

/**
 * The platform's own REST contract, server to server (vue-storefront-api): `GET /api/user/me?token=` proves
 * the token, `GET /api/user/order-history?token=` lists the orders, page by page.
 */
export function httpCommerceOrders(options: { baseUrl: string; timeoutMs: number }): CommerceOrders {
  return {
    async ordersOf(token, requestId) {
      if (!token) throw new UpstreamError(401, DIGITAL_MESSAGES.tokenRequired);
      const client = new RestClient({ upstream: UPSTREAM, ...options, requestId });
      answerOf(await ask(client.get<CustomerProfile>('/api/user/me', { query: { token } })));
      const orders: OrderHistoryItem[] = [];
      for (let page = 1; ; page++) {
        const history = answerOf(
          await ask(
            client.get<OrderHistory>('/api/user/order-history', {
              query: { token, pageSize: PAGE_SIZE, currentPage: page },
            }),
          ),
        );
        orders.push(...history.items);
        if (history.items.length === 0 || orders.length >= history.total_count) return orders;
      }
    },
  };
}

/** A transport failure (refused, timed out, not the envelope) is the platform's, not the caller's. */
async function ask<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  try {
    return await call;
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    throw new UpstreamError(
      code === UPSTREAM_ERROR_CODES.timeout ? 504 : 502,
      error instanceof Error ? error.message : `${UPSTREAM} is unavailable`,
    );
  }
}

function answerOf<T>(envelope: Envelope<T>): T {
  if (envelope.code === 200) return envelope.result;
  // The platform refuses unknown and expired tokens with 401; the shop refreshes the token and asks again.
  if (envelope.code === 401) throw new UpstreamError(401, DIGITAL_MESSAGES.tokenRequired);
  throw new UpstreamError(502, `${UPSTREAM} answered ${envelope.code}`);
}
