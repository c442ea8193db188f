import type { CustomerProfile } from '@shop/contracts';
import type { Commerce, Context } from '../context';
import { shopAddress } from '../domain/address';
import { hasMorePages, isOrder, ORDER_HISTORY_MAX_PAGE_SIZE, orderView } from '../domain/orders';
import type { CustomerResolvers } from '../generated/graphql';
import { customerCart } from './cartAccess';
import { GraphQLError } from 'graphql';

/**
 * A logged-in customer: the commerce platform as their token sees it. The profile is read once per request
 * (GET /api/user/me) and only when a field needs it; a mutation that changed it passes the new one.
 */
export interface CustomerRef {
  commerce: Commerce;
  profile?: CustomerProfile;
}

export function profileOf(ref: CustomerRef): Promise<CustomerProfile> {
  return ref.profile ? Promise.resolve(ref.profile) : ref.commerce.loaders.customerProfile();
}

export const Customer: CustomerResolvers = {
  // Another subgraph's reference resolves only to the session's own customer: an id of anyone else is null.
  __resolveReference: async (reference: { id: string }, context: Context) => {
    if (!context.customerToken) return null;
    const profile = await context.loaders.customerProfile();
    return String(profile.id) === reference.id ? { commerce: context.commerce, profile } : null;
  },
  id: async (ref) => String((await profileOf(ref)).id),
  firstname: async (ref) => (await profileOf(ref)).firstname,
  lastname: async (ref) => (await profileOf(ref)).lastname,
  email: async (ref) => (await profileOf(ref)).email,
  groupId: async (ref) => (await profileOf(ref)).group_id,
  addresses: async (ref) => (await profileOf(ref)).addresses.map(shopAddress),
  cart: (ref) => customerCart(ref.commerce),
  orders: async (ref, { pageSize = 20, currentPage = 1 }) => {
    if (pageSize < 1 || pageSize > ORDER_HISTORY_MAX_PAGE_SIZE || currentPage < 1) {
      throw new GraphQLError(
        `pageSize must be 1 to ${ORDER_HISTORY_MAX_PAGE_SIZE} and currentPage at least 1`,
        { extensions: { code: 'BAD_USER_INPUT' } },
      );
    }
    const history = await ref.commerce.accounts.orderHistory(pageSize, currentPage);
    return {
      items: history.items.map(orderView),
      total: history.total_count,
      pageSize,
      currentPage,
    };
  },
  // vue-storefront-api has no call for one order: it is found in the customer's own history, so an id of
  // anyone else's order is simply not there.
  order: async (ref, { id }) => {
    const pageSize = ORDER_HISTORY_MAX_PAGE_SIZE;
    for (let page = 1; ; page += 1) {
      const history = await ref.commerce.accounts.orderHistory(pageSize, page);
      const found = history.items.find((order) => isOrder(order, id));
      if (found) return orderView(found);
      if (!hasMorePages(history, page, pageSize)) return null;
    }
  },
  // Nullable on purpose: an account page without the newsletter's answer is still an account page.
  newsletterSubscribed: async (ref, _args, context) => {
    try {
      return await ref.commerce.accounts.newsletterStatus((await profileOf(ref)).email);
    } catch (error) {
      context.logger.warn(
        { err: error },
        'newsletter subscription unknown; Customer.newsletterSubscribed is null',
      );
      return null;
    }
  },
};
