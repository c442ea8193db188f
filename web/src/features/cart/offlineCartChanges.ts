import type { NewSyncTask } from '@/shared/sync/domain/syncTask';
import { graphqlSyncTask, withIdempotencyKey } from '@/shared/sync/graphqlSyncTask';
import type {
  AddToCartInput,
  ChangeCartItemQtyInput,
  RemoveCartItemInput,
} from '@/shared/graphql/types.generated';
import { AddToCartDocument } from './AddToCart.generated';
import { ChangeCartItemQtyDocument } from './ChangeCartItemQty.generated';
import { RemoveCartItemDocument } from './RemoveCartItem.generated';

/** The cart's changes that may wait in the offline queue, sent again with their own documents. */
export const OFFLINE_CART_MUTATIONS = {
  AddToCart: AddToCartDocument,
  ChangeCartItemQty: ChangeCartItemQtyDocument,
  RemoveCartItem: RemoveCartItemDocument,
} as const;

/** seed 001 §4 'Going online triggers queue processing and a cart reload'. */
export const CART_RELOAD_QUERIES = ['Cart'] as const;

/** The event a cart task's answer is told with. */
export const CART_TASK_EVENT = 'cart';

/**
 * A line added offline, as a sync task: its key goes with it, so the cart adds it once however often it is
 * sent (addToCart's idempotencyKey). A cart is needed: a guest without one waits for the network.
 */
export function offlineAddToCart(
  input: AddToCartInput,
  /** The product's name, for the cart's waiting line (the cart knows the product only once it is added). */
  name?: string,
): (idempotencyKey: string) => NewSyncTask {
  return (key) =>
    graphqlSyncTask(
      { operationName: 'AddToCart', variables: withIdempotencyKey({ input: { ...input } }, key) },
      {
        meta: { kind: 'add', sku: input.sku, qty: input.qty ?? 1, ...(name ? { name } : {}) },
        callbackEvent: CART_TASK_EVENT,
      },
    );
}

/**
 * A quantity changed offline: it sets the quantity, so sent twice it is the same. The unit price the shopper saw
 * goes with it, so a price changed meanwhile is shown on the line once it is sent.
 */
export function offlineChangeCartItemQty(
  input: ChangeCartItemQtyInput,
  seenPrice?: number,
): () => NewSyncTask {
  return () =>
    graphqlSyncTask(
      { operationName: 'ChangeCartItemQty', variables: { input: { ...input } } },
      {
        meta: {
          kind: 'change',
          itemId: input.itemId,
          qty: input.qty,
          ...(seenPrice === undefined ? {} : { price: seenPrice }),
        },
        callbackEvent: CART_TASK_EVENT,
      },
    );
}

/**
 * A line removed offline: sent twice, the second finds no line (ITEM_NOT_FOUND, 'This product is not in the
 * cart anymore.') as a user error of its answer: the cart is as the shopper asked.
 */
export function offlineRemoveCartItem(input: RemoveCartItemInput): () => NewSyncTask {
  return () =>
    graphqlSyncTask(
      { operationName: 'RemoveCartItem', variables: { input: { ...input } } },
      { meta: { kind: 'remove', itemId: input.itemId }, callbackEvent: CART_TASK_EVENT },
    );
}
