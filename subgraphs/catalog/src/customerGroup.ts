import { upstreamCallOf, type Logger } from '@shop/service';
import { GraphQLError } from 'graphql';
import { UNAUTHENTICATED, type CustomerGroups } from './ports/CustomerGroups';
import { tokenKey } from './upstream/customerGroupCache';

/** Logged when the platform cannot say who a customer is and the catalogue shows a guest's view instead. */
export const CUSTOMER_GROUP_UNAVAILABLE =
  "The customer's group could not be read from the commerce platform; showing the catalogue of a guest";

/**
 * The customer group of a request's shopper (seed 000 §6), asked only when a resolver awaits it and then
 * once for the whole request: null for a guest, who costs no call at all. A token the platform rejects
 * fails the request with UNAUTHENTICATED (the web server then refreshes the session and retries); a
 * platform that cannot answer is logged as a warning and the shopper is shown a guest's catalogue, so the
 * catalogue keeps working without the commerce platform.
 */
export function requestCustomerGroup(
  customerToken: string | null,
  groups: CustomerGroups,
  request: { requestId: string; logger: Logger },
): () => Promise<number | null> {
  let group: Promise<number | null> | undefined;
  return () => {
    if (customerToken === null) return Promise.resolve(null);
    group ??= groups.groupOf(customerToken, { requestId: request.requestId }).catch((error: unknown) => {
      if (error instanceof GraphQLError && error.extensions.code === UNAUTHENTICATED) throw error;
      // The one line of this failed call (a request asks for the group once): the call, and what it meant.
      request.logger.warn(
        {
          ...upstreamCallOf(error),
          token: tokenKey(customerToken),
          code: error instanceof GraphQLError ? error.extensions.code : undefined,
          err: error instanceof Error ? error.message : String(error),
        },
        CUSTOMER_GROUP_UNAVAILABLE,
      );
      return null;
    });
    return group;
  };
}
