import type { CartItemInput, CartItemProductOption, ServerCartItem } from '@shop/contracts';
import { CLASSREADING_BUNDLE_MESSAGE } from '@shop/validation';
import type { CartUpdateFailure } from '../ports/CommercePlatform';
import type { StockStatus } from './stockStatus';

/** seed 000 §5 and §8, word for word; the last three have no wording in the seed. */
export const ADD_TO_CART_MESSAGES = {
  added: 'Product has been added to the cart!',
  quantityUpdated: 'Product quantity has been updated!',
  volatile:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  invalidQty: 'Quantity must be at least 1.',
  // seed 000 §8 'Missing linked product'.
  productNotFound: 'Product not found',
  // seed 000 §7: a task that needs a cart id it does not have fails with a message about re-creating the cart.
  cartNotFound: 'This cart does not exist anymore. Please re-create the cart.',
  // seed 000 §3 bundle options: the seed has no wording; these say what to do.
  bundleOptionRequired: 'Please choose a product for every required option of the bundle.',
  bundleSelectionNotAvailable: 'The options you selected are not available for this bundle.',
} as const;

export type AddToCartErrorCode =
  | 'INVALID_QTY'
  | 'OUT_OF_STOCK'
  | 'QTY_NOT_AVAILABLE'
  | 'PRICE_UNKNOWN'
  | 'PRODUCT_NOT_FOUND'
  | 'CART_NOT_FOUND'
  | 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'
  | 'BUNDLE_OPTION_REQUIRED'
  | 'BUNDLE_SELECTION_NOT_AVAILABLE';

export interface AddToCartError {
  code: AddToCartErrorCode;
  message: string;
  /** The input field the error is about. */
  field: 'qty' | 'sku' | 'cartId' | 'bundleOptions';
}

/** The refusals whose message is fixed; 'only N available' names the stock, see lineStock's onlyAvailableError. */
type FixedErrorCode = Exclude<AddToCartErrorCode, 'QTY_NOT_AVAILABLE'>;

const ERRORS: Record<FixedErrorCode, AddToCartError> = {
  INVALID_QTY: { code: 'INVALID_QTY', message: ADD_TO_CART_MESSAGES.invalidQty, field: 'qty' },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK', message: ADD_TO_CART_MESSAGES.outOfStock, field: 'sku' },
  PRICE_UNKNOWN: { code: 'PRICE_UNKNOWN', message: ADD_TO_CART_MESSAGES.priceUnknown, field: 'sku' },
  PRODUCT_NOT_FOUND: {
    code: 'PRODUCT_NOT_FOUND',
    message: ADD_TO_CART_MESSAGES.productNotFound,
    field: 'sku',
  },
  CART_NOT_FOUND: { code: 'CART_NOT_FOUND', message: ADD_TO_CART_MESSAGES.cartNotFound, field: 'cartId' },
  // seed 001 §5, §8.
  CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS: {
    code: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
    message: CLASSREADING_BUNDLE_MESSAGE,
    field: 'sku',
  },
  BUNDLE_OPTION_REQUIRED: {
    code: 'BUNDLE_OPTION_REQUIRED',
    message: ADD_TO_CART_MESSAGES.bundleOptionRequired,
    field: 'bundleOptions',
  },
  BUNDLE_SELECTION_NOT_AVAILABLE: {
    code: 'BUNDLE_SELECTION_NOT_AVAILABLE',
    message: ADD_TO_CART_MESSAGES.bundleSelectionNotAvailable,
    field: 'bundleOptions',
  },
};

/** The userError of a refusal; `message` replaces the default only where the platform names a limit. */
export function addToCartError(code: FixedErrorCode, message?: string): AddToCartError {
  return { ...ERRORS[code], ...(message ? { message } : {}) };
}

/** The userError of a cart line change the platform refused (POST /api/cart/update). */
export function cartUpdateRefusal(failure: CartUpdateFailure, platformMessage: string): AddToCartError {
  switch (failure) {
    case 'CART_NOT_FOUND':
    case 'ITEM_NOT_FOUND':
      return addToCartError('CART_NOT_FOUND');
    case 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS':
      return addToCartError('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS');
    case 'PRODUCT_NOT_FOUND':
      return addToCartError('PRODUCT_NOT_FOUND');
    case 'PRODUCT_NOT_AVAILABLE':
    case 'NOT_ENOUGH_STOCK':
      return addToCartError('OUT_OF_STOCK');
    case 'BUNDLE_OPTION_REQUIRED':
      return addToCartError('BUNDLE_OPTION_REQUIRED');
    case 'BUNDLE_SELECTION_NOT_AVAILABLE':
      return addToCartError('BUNDLE_SELECTION_NOT_AVAILABLE');
    case 'QTY_NOT_ALLOWED':
      // The platform's wording names the limit ('The most you may purchase is 5.'), which the seed leaves open.
      return addToCartError('INVALID_QTY', platformMessage);
  }
}

/** A quantity to add must be at least 1 (whole or not: the platform knows which products take decimals). */
export function validateQty(qty: number): AddToCartError | null {
  return Number.isFinite(qty) && qty >= 1 ? null : addToCartError('INVALID_QTY');
}

/**
 * seed 000 §5: a product with price_incl_tax below 0 cannot be added. Exactly 0 is allowed, because
 * zero-price products are allowed by setting; only negative prices fail.
 */
export function validatePrice(priceInclTax: number): AddToCartError | null {
  return priceInclTax < 0 ? addToCartError('PRICE_UNKNOWN') : null;
}

/** seed 000 §4: add if ok or volatile; out of stock is an error. */
export function checkStockForCart(status: StockStatus): AddToCartError | null {
  return status === 'out_of_stock' ? addToCartError('OUT_OF_STOCK') : null;
}

/**
 * The line to send to POST /api/cart/update: a product already in the cart (a bundle with the same choice)
 * gets its quantity raised on its own line (the platform sets, it does not add, quantities); otherwise a new
 * line, with the bundle's chosen options.
 */
export function cartItemToSend(
  cartId: string,
  sku: string,
  qty: number,
  existing: ServerCartItem | undefined,
  productOption?: CartItemProductOption,
): CartItemInput {
  if (existing) return { sku, qty: existing.qty + qty, quoteId: cartId, item_id: existing.item_id };
  return productOption
    ? { sku, qty, quoteId: cartId, product_option: productOption }
    : { sku, qty, quoteId: cartId };
}

/** seed 000 §4 'Add to cart' outcomes that add something. */
export type AddToCartOutcome = 'added' | 'quantity_updated' | 'volatile';

/** The outcome and its message (seed 000 §8): volatile stock turns the success into a warning. */
export function addToCartOutcome(
  status: StockStatus,
  wasInCart: boolean,
): { outcome: AddToCartOutcome; message: string } {
  if (status === 'volatile') return { outcome: 'volatile', message: ADD_TO_CART_MESSAGES.volatile };
  return wasInCart
    ? { outcome: 'quantity_updated', message: ADD_TO_CART_MESSAGES.quantityUpdated }
    : { outcome: 'added', message: ADD_TO_CART_MESSAGES.added };
}
