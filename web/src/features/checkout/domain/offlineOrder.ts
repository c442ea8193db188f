import type { PlaceOrderInput } from '@/shared/graphql/types.generated';
import type { PlacedOrderLines } from './placedOrderDetails';

/**
 * seed 001 §3 'Offline order: transmited flag', §4: an order placed while offline is kept in this browser and
 * offered for confirmation once the network returns ('Order waiting!'); confirmed, it is placed with the
 * idempotency key it was made with, so it is placed once however often it is sent.
 */
export interface OfflineOrder {
  storeCode: string;
  /** The key the order is placed with: the checkout's, so an order sent online after all is the same order. */
  idempotencyKey: string;
  /** The order as the checkout would have sent it: never card data, never a password. */
  input: PlaceOrderInput;
  /** What the confirmation lists, as the checkout showed it when the order was made. */
  details: PlacedOrderLines;
  createdAt: number;
  transmitted: boolean;
}

/**
 * Why an order cannot be kept offline, or null when it can:
 * - CARD_OFFLINE: a card payment is authorised by the issuer while the shopper waits (3-D Secure), and its card
 *   data may not be kept in the browser: a card order needs the network.
 * - ACCOUNT_OFFLINE: creating an account with the order would keep the password in the browser.
 */
export type OfflineOrderProblem = 'CARD_OFFLINE' | 'ACCOUNT_OFFLINE';

export function offlineOrderProblem(order: {
  isCard: boolean;
  createsAccount: boolean;
}): OfflineOrderProblem | null {
  if (order.isCard) return 'CARD_OFFLINE';
  if (order.createsAccount) return 'ACCOUNT_OFFLINE';
  return null;
}

/** The order kept offline: the input without what must not be kept (card data, a return address). */
export function offlineOrderOf(
  storeCode: string,
  input: PlaceOrderInput,
  details: PlacedOrderLines,
  now: number,
): OfflineOrder {
  const { paymentData: _paymentData, returnUrl: _returnUrl, ...kept } = input;
  return {
    storeCode,
    idempotencyKey: input.idempotencyKey,
    input: kept,
    details,
    createdAt: now,
    transmitted: false,
  };
}

/** seed 001 §4 'unsent orders are offered for confirmation': an order kept and not sent yet. */
export function isOrderWaiting(order: OfflineOrder | null | undefined): order is OfflineOrder {
  return order !== null && order !== undefined && !order.transmitted;
}
