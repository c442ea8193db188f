import { GraphQLError } from 'graphql';
import type { CustomerProfile } from '@shop/contracts';
import type { Commerce } from '../context';
import {
  hasMorePages,
  isOrder,
  ORDER_HISTORY_MAX_PAGE_SIZE,
  orderView,
  type OrderView,
} from '../domain/orders';
import type { CustomerRef } from '../models';

/** The customer's profile: the one a mutation passed on, else the request's one read of GET /api/user/me. */
export function profileOf(ref: CustomerRef): Promise<CustomerProfile> {
  return ref.profile ? Promise.resolve(ref.profile) : ref.commerce.loaders.customerProfile();
}

/** One page of the customer's order history, newest first as the platform answers it. */
export async function orderHistory(commerce: Commerce, pageSize: number, currentPage: number) {
  if (pageSize < 1 || pageSize > ORDER_HISTORY_MAX_PAGE_SIZE || currentPage < 1) {
    throw new GraphQLError(
      `pageSize must be 1 to ${ORDER_HISTORY_MAX_PAGE_SIZE} and currentPage at least 1`,
      {
        extensions: { code: 'BAD_USER_INPUT' },
      },
    );
  }
  const history = await commerce.accounts.orderHistory(pageSize, currentPage);
  return { items: history.items.map(orderView), total: history.total_count, pageSize, currentPage };
}

/**
 * One of the customer's orders: vue-storefront-api has no call for one order, so it is found in the
 * customer's own history, and an id of anyone else's order is simply not there.
 */
export async function findOrder(commerce: Commerce, id: string): Promise<OrderView | null> {
  const pageSize = ORDER_HISTORY_MAX_PAGE_SIZE;
  for (let page = 1; ; page += 1) {
    const history = await commerce.accounts.orderHistory(pageSize, page);
    const found = history.items.find((order) => isOrder(order, id));
    if (found) return orderView(found);
    if (!hasMorePages(history, page, pageSize)) return null;
  }
}
