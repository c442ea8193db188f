import type { ServerCartItem } from '@shop/contracts';
import type { Commerce, Context } from '../context';
import type {
  AddToCartInput,
  AddToCartOutcome as AddToCartOutcomeEnum,
  ResolversTypes,
} from '../generated/graphql';
import {
  addToCartError,
  addToCartOutcome,
  cartItemToSend,
  cartUpdateRefusal,
  checkStockForCart,
  validatePrice,
  validateQty,
  type AddToCartError,
  type AddToCartOutcome,
} from '../domain/addToCart';
import { onlyAvailableError } from '../domain/lineStock';
import { bundleProductOption, isWellFormedBundleChoice, sameBundleChoice } from '../domain/bundleOptions';
import { addingMixesClassreadingBundle } from '../domain/checkout/classreadingBundle';
import { cartOfRequest, forgetCart } from './cartAccess';
import { stockOf } from './productStock';

type AddToCartPayload = ResolversTypes['AddToCartPayload'];

/**
 * seed 000 §4 'Add to cart', made once per idempotency key: a request with the key of one made already answers
 * that one's outcome and the cart as it is now, read with this request's session (its cart, not a copy of the
 * first answer's), and adds nothing.
 */
export async function addToCart(input: AddToCartInput, context: Context): Promise<AddToCartPayload> {
  const key = input.idempotencyKey;
  if (!key) return addToCartNow(input, context);
  let made: AddToCartPayload | undefined;
  const first = await context.idempotentRequests.once(
    `addToCart:${input.cartId ?? 'customer'}:${key}`,
    async () => {
      made = await addToCartNow(input, context);
      const { message, outcome, userErrors } = made;
      return { message, outcome, userErrors, added: made.cart !== null };
    },
  );
  if (made) return made;
  const { added, ...answer } = first;
  return { ...answer, cart: added ? await cartOfRequest(input.cartId, context) : null };
}

/** seed 000 §4 'Add to cart': validate, check stock, add if ok or volatile; each refusal is a userError. */
async function addToCartNow(
  { cartId: requestedCartId, sku, qty = 1, bundleOptions }: AddToCartInput,
  context: Context,
): Promise<AddToCartPayload> {
  const qtyError = validateQty(qty);
  if (qtyError) return refused(qtyError);
  // seed 000 §3: a bundle's chosen options travel with the line; the platform checks them against the bundle.
  const chosen = bundleOptions?.map(({ optionId, linkIds, qty: optionQty = 1 }) => ({
    optionId,
    linkIds,
    qty: optionQty,
  }));
  if (chosen && !isWellFormedBundleChoice(chosen))
    return refused(addToCartError('BUNDLE_SELECTION_NOT_AVAILABLE'));

  const stock = await stockOf(sku, context);
  if (!stock) return refused(addToCartError('PRODUCT_NOT_FOUND'));
  const stockError = checkStockForCart(stock.status);
  if (stockError) return refused(stockError);

  // A customer's cart comes from the session: one the customer has no line in yet keeps what is added
  // (Vue Storefront #4305 removed the first line added to a new cart).
  const cart = await cartOfRequest(requestedCartId, context);
  if (!cart) return refused(addToCartError('CART_NOT_FOUND'));
  const { id: cartId, commerce } = cart;
  const { loaders, platform } = commerce;
  const pulled = await loaders.cartItemsByCartId.load(cartId);
  if (!pulled.ok) return refused(addToCartError('CART_NOT_FOUND'));
  const existing = pulled.value.find((item) =>
    chosen
      ? item.sku === sku && sameBundleChoice(item.product_option, chosen)
      : item.sku === sku && item.product_option === undefined,
  );
  const knownPriceError = existing ? validatePrice(existing.price) : null;
  if (knownPriceError) return refused(knownPriceError);
  // seed 001 §5: a cart holding a bundle takes no other product (the cart's lines say which is a bundle).
  if (addingMixesClassreadingBundle(pulled.value, { sku }))
    return refused(addToCartError('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'));

  const productOption = chosen ? bundleProductOption(chosen) : undefined;
  const updated = await platform.cartUpdate(
    cartId,
    cartItemToSend(cartId, sku, qty, existing, productOption),
  );
  forgetCart(commerce, cartId);
  if (!updated.ok) {
    // seed 000 §8: more than the stock from a product page says how many there are, not 'out of stock'.
    const onlyAvailable = updated.failure === 'NOT_ENOUGH_STOCK' ? onlyAvailableError(stock) : null;
    return refused(onlyAvailable ?? cartUpdateRefusal(updated.failure, updated.message));
  }

  // The platform's price of a new line is the first the cart learns of it (seed 000 §5: below 0 is refused).
  const priceError = validatePrice(updated.value.price);
  if (priceError) {
    await undoUpdate(context, commerce, cartId, updated.value, existing);
    return refused(priceError);
  }
  // The new line's attribute is the first the cart learns that the product is a bundle (seed 001 §5): a
  // platform without the bundle rule took it, so it is taken out again.
  const isClassreadingBundle = updated.value.extension_attributes?.is_classreading_bundle === true;
  if (addingMixesClassreadingBundle(pulled.value, { sku, isClassreadingBundle })) {
    await undoUpdate(context, commerce, cartId, updated.value, existing);
    return refused(addToCartError('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'));
  }

  const { outcome, message } = addToCartOutcome(stock.status, existing !== undefined);
  return { cart, message, outcome: OUTCOME[outcome], userErrors: [] };
}

/** seed 000 §4: a failed update restores the previous quantity or removes the item. */
async function undoUpdate(
  context: Context,
  commerce: Commerce,
  cartId: string,
  line: ServerCartItem,
  previous: ServerCartItem | undefined,
): Promise<void> {
  const restore = { sku: line.sku, quoteId: cartId, item_id: line.item_id };
  const undone = previous
    ? await commerce.platform.cartUpdate(cartId, { ...restore, qty: previous.qty })
    : await commerce.platform.cartDelete(cartId, { ...restore, qty: line.qty });
  forgetCart(commerce, cartId);
  if (!undone.ok)
    context.logger.warn(
      { cartId, sku: line.sku, failure: undone.failure },
      'could not undo a refused cart line',
    );
}

function refused(error: AddToCartError): AddToCartPayload {
  return { cart: null, message: null, outcome: null, userErrors: [error] };
}

const OUTCOME: Record<AddToCartOutcome, AddToCartOutcomeEnum> = {
  added: 'ADDED',
  quantity_updated: 'QUANTITY_UPDATED',
  volatile: 'VOLATILE',
};
