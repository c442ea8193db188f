import type { CheckoutError } from '../../domain/checkout/checkoutErrors';
import type { ResolversTypes } from '../../generated/graphql';

/** What placing an order answers, by either payment path (placeOrder.ts, placeCardOrder.ts). */
export type PlaceOrderPayload = ResolversTypes['PlaceOrderPayload'];

/** No order: the refusals say why. */
export function orderRefused(userErrors: CheckoutError[]): PlaceOrderPayload {
  return { order: null, payment: null, userErrors };
}
