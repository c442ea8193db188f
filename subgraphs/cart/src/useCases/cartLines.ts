import type { Context } from '../context';
import { ADD_TO_CART_MESSAGES, addToCartError, cartUpdateRefusal, validateQty } from '../domain/addToCart';
import { ACCOUNT_MESSAGES } from '../domain/accountMessages';
import { onlyAvailableError } from '../domain/lineStock';
import type {
  ApplyCouponInput,
  CartInput,
  ChangeCartItemQtyInput,
  RemoveCartItemInput,
  ResolversTypes,
  UserError,
} from '../generated/graphql';
import type { CartUpdateFailure } from '../ports/CommercePlatform';
import { cartOfRequest, forgetCart } from './cartAccess';
import type { CartRef } from '../models';
import { stockOf } from './productStock';

type CartPayload = ResolversTypes['CartPayload'];

const ITEM_NOT_FOUND: UserError = {
  code: 'ITEM_NOT_FOUND',
  message: 'This product is not in the cart anymore.',
  field: 'itemId',
};

/** Sets the quantity of a line (seed 000 §5: only a stated quantity may be available). */
export async function changeCartItemQty(
  { cartId, itemId, qty }: ChangeCartItemQtyInput,
  context: Context,
): Promise<CartPayload> {
  const qtyError = validateQty(qty);
  if (qtyError) return refused(qtyError);
  const cart = await cartOfRequest(cartId, context);
  if (!cart) return refused(addToCartError('CART_NOT_FOUND'));
  const line = await lineOf(cart, itemId);
  if (!line) return refused(ITEM_NOT_FOUND);
  const { commerce } = cart;
  const updated = await commerce.platform.cartUpdate(cart.id, {
    sku: line.sku,
    qty,
    quoteId: cart.id,
    item_id: line.item_id,
  });
  forgetCart(commerce, cart.id);
  if (!updated.ok) return refused(await qtyRefusal(updated.failure, updated.message, line.sku, context));
  return { cart, message: ADD_TO_CART_MESSAGES.quantityUpdated, userErrors: [] };
}

/** Removes a line (the client asks for a confirmation first). */
export async function removeCartItem(
  { cartId, itemId }: RemoveCartItemInput,
  context: Context,
): Promise<CartPayload> {
  const cart = await cartOfRequest(cartId, context);
  if (!cart) return refused(addToCartError('CART_NOT_FOUND'));
  const line = await lineOf(cart, itemId);
  if (!line) return refused(ITEM_NOT_FOUND);
  const { commerce } = cart;
  const deleted = await commerce.platform.cartDelete(cart.id, {
    sku: line.sku,
    qty: line.qty,
    quoteId: cart.id,
    item_id: line.item_id,
  });
  forgetCart(commerce, cart.id);
  if (!deleted.ok) return refused(addToCartError('CART_NOT_FOUND'));
  return { cart, message: null, userErrors: [] };
}

/** Applies a coupon: "You've entered an incorrect coupon code. Please try again." when the platform has none. */
export async function applyCoupon(
  { cartId, code }: ApplyCouponInput,
  context: Context,
): Promise<CartPayload> {
  const trimmed = code.trim();
  if (trimmed === '')
    return refused({ code: 'INVALID_COUPON', message: ACCOUNT_MESSAGES.incorrectCoupon, field: 'code' });
  const cart = await cartOfRequest(cartId, context);
  if (!cart) return refused(addToCartError('CART_NOT_FOUND'));
  const { commerce } = cart;
  const applied = await commerce.platform.applyCoupon(cart.id, trimmed);
  forgetCart(commerce, cart.id);
  if (!applied.ok) {
    return refused(
      applied.failure === 'INVALID_COUPON'
        ? { code: 'INVALID_COUPON', message: ACCOUNT_MESSAGES.incorrectCoupon, field: 'code' }
        : addToCartError('CART_NOT_FOUND'),
    );
  }
  return { cart, message: null, userErrors: [] };
}

export async function removeCoupon({ cartId }: CartInput, context: Context): Promise<CartPayload> {
  const cart = await cartOfRequest(cartId, context);
  if (!cart) return refused(addToCartError('CART_NOT_FOUND'));
  const { commerce } = cart;
  const removed = await commerce.platform.deleteCoupon(cart.id);
  forgetCart(commerce, cart.id);
  if (!removed.ok) return refused(addToCartError('CART_NOT_FOUND'));
  return { cart, message: null, userErrors: [] };
}

async function lineOf({ id, commerce }: CartRef, itemId: string) {
  const pulled = await commerce.loaders.cartItemsByCartId.load(id);
  return pulled.ok ? pulled.value.find((item) => String(item.item_id) === itemId) : undefined;
}

/**
 * A refused quantity: the line gone, only N available (from the stock check), else as a refused add to cart
 * (out of stock, the platform's sale limit...).
 */
async function qtyRefusal(
  failure: CartUpdateFailure,
  platformMessage: string,
  sku: string,
  context: Context,
): Promise<UserError> {
  if (failure === 'ITEM_NOT_FOUND') return ITEM_NOT_FOUND;
  if (failure === 'NOT_ENOUGH_STOCK') {
    const onlyAvailable = onlyAvailableError(await stockOf(sku, context).catch(() => null));
    if (onlyAvailable) return onlyAvailable;
  }
  return cartUpdateRefusal(failure, platformMessage);
}

function refused(error: UserError): CartPayload {
  return { cart: null, message: null, userErrors: [error] };
}
