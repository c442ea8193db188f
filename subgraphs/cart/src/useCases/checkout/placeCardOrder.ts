import { GraphQLError } from 'graphql';
import { orderRefusal } from '../../domain/checkout/checkoutErrors';
import { paymentInformationBody, type OrderDetails } from '../../domain/checkout/orderBody';
import { paymentRefusal, paymentView } from '../../domain/checkout/payment';
import { forgetCart } from '../cartAccess';
import type { CartRef } from '../../models';
import { orderRefused, type PlaceOrderPayload } from './orderPayload';

export interface CardOrder {
  idempotencyKey: string;
  /** The card component's state data (JSON text, checked by the caller). */
  stateData: string;
  returnUrl: string | null;
  email: string;
  accountCreated: boolean;
}

/**
 * The card method (seed 000 §7 'Card payment extension'): payment-information places the order and starts
 * the payment (the idempotency key names both, so a second call answers the same order and the same
 * payment), then payment/status says whether the card was authorised, refused or needs the shopper (3DS2).
 */
export async function placeCardOrder(
  cart: CartRef,
  details: OrderDetails,
  order: CardOrder,
): Promise<PlaceOrderPayload> {
  const { platform } = cart.commerce;
  const placed = await platform.paymentInformation(
    cart.id,
    paymentInformationBody(details, order),
    order.idempotencyKey,
  );
  forgetCart(cart.commerce, cart.id);
  if (!placed.ok) return orderRefused([orderRefusal(placed.failure, placed.message)]);
  const status = await platform.paymentStatus(cart.id, placed.value);
  // The extension answered this order id a moment ago: not knowing it now is no business outcome.
  if (!status.ok)
    throw new GraphQLError(`The card payment of order ${placed.value} is unknown: ${status.message}`, {
      extensions: { code: 'UPSTREAM_ERROR', upstream: 'commerce platform' },
    });
  const refusal = paymentRefusal(status.value);
  return {
    order: {
      id: placed.value,
      // The number the shopper sees is the payment's merchant reference; the order id stands in without it.
      number: status.value.merchantReference ?? placed.value,
      email: order.email,
      createdAt: null,
      accountCreated: order.accountCreated,
    },
    payment: paymentView(status.value),
    userErrors: refusal ? [refusal] : [],
  };
}
