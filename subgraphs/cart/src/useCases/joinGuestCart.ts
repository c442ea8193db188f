import type { CartItemInput } from '@shop/contracts';
import type { Commerce, Context } from '../context';
import { ACCOUNT_MESSAGES, type AccountError } from '../domain/accountMessages';
import { planCartMerge } from '../domain/cartMerge';
import { forgetCart } from './cartAccess';
import type { CartRef } from '../models';

/** What joining a guest cart did: the customer's cart, and the guest lines it could not take. */
export interface JoinedCart {
  cart: CartRef;
  /** Lines the platform refused (out of stock now...): they stay in the guest cart, never silently lost. */
  notJoined: AccountError[];
}

/**
 * Joins the guest cart to the customer's cart at login (seed 000 §4 'Cart token'; the plan and its rules
 * are domain/cartMerge.ts): the guest cart is read as a guest, the customer's cart with the new token, the
 * coupon removed, the lines written one by one (a platform cart takes one change at a time), the coupon
 * applied again. The guest cart itself is left as it was.
 */
export async function joinGuestCart(
  guestCartId: string | null | undefined,
  customer: Commerce,
  context: Context,
): Promise<JoinedCart> {
  const cart: CartRef = { id: await customer.loaders.customerCartId(), commerce: customer };
  if (!guestCartId || guestCartId === cart.id) return { cart, notJoined: [] };
  const guest = context.as(null);
  const [guestItems, guestTotals, customerItems, customerTotals] = await Promise.all([
    guest.loaders.cartItemsByCartId.load(guestCartId),
    guest.loaders.cartTotalsByCartId.load(guestCartId),
    customer.loaders.cartItemsByCartId.load(cart.id),
    customer.loaders.cartTotalsByCartId.load(cart.id),
  ]);
  // A guest cart that is gone has nothing to join.
  if (!guestItems.ok || !customerItems.ok) return { cart, notJoined: [] };
  const plan = planCartMerge(
    { items: guestItems.value, coupon: guestTotals.ok ? (guestTotals.value.coupon_code ?? null) : null },
    {
      items: customerItems.value,
      coupon: customerTotals.ok ? (customerTotals.value.coupon_code ?? null) : null,
    },
  );
  if (plan.add.length === 0 && plan.setQty.length === 0) return { cart, notJoined: [] };

  const { platform } = customer;
  const notJoined: AccountError[] = [];
  if (plan.coupon) await platform.deleteCoupon(cart.id);
  // New lines first, then the quantities of lines both carts have: one POST /api/cart/update each.
  const writes: CartItemInput[] = [
    ...plan.add.map(({ sku, qty, productOption }) => ({
      sku,
      qty,
      quoteId: cart.id,
      ...(productOption === undefined ? {} : { product_option: productOption }),
    })),
    ...plan.setQty.map(({ sku, qty, itemId }) => ({ sku, qty, quoteId: cart.id, item_id: itemId })),
  ];
  for (const line of writes) {
    const written = await platform.cartUpdate(cart.id, line);
    if (!written.ok)
      notJoined.push({
        code: 'LINE_NOT_JOINED',
        message: `${line.sku}: ${written.message}`,
        field: line.sku,
      });
  }
  if (plan.coupon) {
    const reapplied = await platform.applyCoupon(cart.id, plan.coupon);
    if (!reapplied.ok)
      notJoined.push({ code: 'INVALID_COUPON', message: ACCOUNT_MESSAGES.incorrectCoupon, field: 'code' });
  }
  forgetCart(customer, cart.id);
  if (notJoined.length > 0)
    context.logger.warn(
      { guestCartId, notJoined: notJoined.length },
      'guest cart lines the customer cart refused',
    );
  return { cart, notJoined };
}
