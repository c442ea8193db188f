import { logFailureOnce } from '@shop/service';
import type { Context } from '../context';
import { shopAddress } from '../domain/address';
import type { CustomerResolvers } from '../generated/graphql';
import { customerCart } from '../useCases/cartAccess';
import { findOrder, orderHistory, profileOf } from '../useCases/customer';

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
  orders: (ref, { pageSize = 20, currentPage = 1 }) => orderHistory(ref.commerce, pageSize, currentPage),
  order: (ref, { id }) => findOrder(ref.commerce, id),
  // Nullable on purpose: an account page without the newsletter's answer is still an account page.
  newsletterSubscribed: async (ref, _args, context) => {
    try {
      return await ref.commerce.accounts.newsletterStatus((await profileOf(ref)).email);
    } catch (error) {
      logFailureOnce(
        context.logger,
        error,
        'newsletter subscription unknown; Customer.newsletterSubscribed is null',
      );
      return null;
    }
  },
};
