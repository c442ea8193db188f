import type { ServerCartItem } from '@shop/contracts';
import type { Context } from '../context';
import type {
  AddToCartInput,
  AddToCartOutcome as AddToCartOutcomeEnum,
  MutationResolvers,
  ResolversTypes,
} from '../generated/graphql';
import {
  addToCartError,
  addToCartOutcome,
  cartItemToSend,
  checkStockForCart,
  validatePrice,
  validateQty,
  type AddToCartError,
  type AddToCartOutcome,
} from '../domain/addToCart';
import type { CommerceFailure } from '../upstream/CommercePlatform';
import { stockOf } from './Product';

type AddToCartPayload = ResolversTypes['AddToCartPayload'];

export const Mutation: MutationResolvers = {
  createCart: async (_parent, _args, { platform }) => ({
    cart: { id: await platform.cartCreate() },
    userErrors: [],
  }),
  addToCart: (_parent, { input }, context) => addToCart(input, context),
};

/** seed 000 §4 'Add to cart': validate, check stock, add if ok or volatile; each refusal is a userError. */
async function addToCart(
  { cartId, sku, qty = 1 }: AddToCartInput,
  context: Context,
): Promise<AddToCartPayload> {
  if (!cartId) return refused(addToCartError('CART_NOT_FOUND'));
  const qtyError = validateQty(qty);
  if (qtyError) return refused(qtyError);

  const stock = await stockOf(sku, context);
  if (!stock) return refused(addToCartError('PRODUCT_NOT_FOUND'));
  const stockError = checkStockForCart(stock.status);
  if (stockError) return refused(stockError);

  const { loaders, platform } = context;
  const pulled = await loaders.cartItemsByCartId.load(cartId);
  if (!pulled.ok) return refused(addToCartError('CART_NOT_FOUND'));
  const existing = pulled.value.find((item) => item.sku === sku && item.product_option === undefined);
  const knownPriceError = existing ? validatePrice(existing.price) : null;
  if (knownPriceError) return refused(knownPriceError);

  const updated = await platform.cartUpdate(cartId, cartItemToSend(cartId, sku, qty, existing));
  forgetCart(context, cartId);
  if (!updated.ok) return refused(refusalOf(updated.failure, updated.message));

  // The platform's price of a new line is the first the cart learns of it (seed 000 §5: below 0 is refused).
  const priceError = validatePrice(updated.value.price);
  if (priceError) {
    await undoUpdate(context, cartId, updated.value, existing);
    return refused(priceError);
  }

  const { outcome, message } = addToCartOutcome(stock.status, existing !== undefined);
  return { cart: { id: cartId }, message, outcome: OUTCOME[outcome], userErrors: [] };
}

/** seed 000 §4: a failed update restores the previous quantity or removes the item. */
async function undoUpdate(
  context: Context,
  cartId: string,
  line: ServerCartItem,
  previous: ServerCartItem | undefined,
): Promise<void> {
  const restore = { sku: line.sku, quoteId: cartId, item_id: line.item_id };
  const undone = previous
    ? await context.platform.cartUpdate(cartId, { ...restore, qty: previous.qty })
    : await context.platform.cartDelete(cartId, { ...restore, qty: line.qty });
  forgetCart(context, cartId);
  if (!undone.ok)
    context.logger.warn(
      { cartId, sku: line.sku, failure: undone.failure },
      'could not undo a refused cart line',
    );
}

/** The cart changed: what this request pulled of it is stale. */
function forgetCart({ loaders }: Context, cartId: string): void {
  loaders.cartItemsByCartId.clear(cartId);
  loaders.cartTotalsByCartId.clear(cartId);
}

function refusalOf(failure: CommerceFailure, platformMessage: string): AddToCartError {
  switch (failure) {
    case 'CART_NOT_FOUND':
      return addToCartError('CART_NOT_FOUND');
    case 'PRODUCT_NOT_FOUND':
      return addToCartError('PRODUCT_NOT_FOUND');
    case 'PRODUCT_NOT_AVAILABLE':
    case 'NOT_ENOUGH_STOCK':
      return addToCartError('OUT_OF_STOCK');
    case 'QTY_NOT_ALLOWED':
      // The platform's wording names the limit ('The most you may purchase is 5.'), which the seed leaves open.
      return addToCartError('INVALID_QTY', platformMessage);
  }
}

function refused(error: AddToCartError): AddToCartPayload {
  return { cart: null, message: null, outcome: null, userErrors: [error] };
}

const OUTCOME: Record<AddToCartOutcome, AddToCartOutcomeEnum> = {
  added: 'ADDED',
  quantity_updated: 'QUANTITY_UPDATED',
  volatile: 'VOLATILE',
};
