import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export interface CartOutcome {
  text: string;
  type: 'success' | 'warning' | 'error';
  /** seed 000 §8 'Added': the notification offers 'Proceed to checkout'. */
  proceedToCheckout?: boolean;
}

const VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';

/**
 * seed 000 §8: the outcomes of adding to the cart. The API sends the seed's English words ("Never lose the
 * seed's wording"); the shop shows them in the store view's language. Success messages have no code and are
 * recognised by their exact text; user errors by their stable code. Anything unknown is shown as the API
 * wrote it.
 */
const MESSAGES: Record<
  string,
  { descriptor: MessageDescriptor; type: CartOutcome['type']; proceedToCheckout?: boolean }
> = {
  'Product has been added to the cart!': {
    descriptor: msg`Het product is toegevoegd aan je winkelmandje!`,
    type: 'success',
    proceedToCheckout: true,
  },
  'Product quantity has been updated!': {
    descriptor: msg`Het aantal van het product is aangepast!`,
    type: 'success',
  },
  [VOLATILE]: {
    descriptor: msg`We weten niet zeker of dit product op voorraad is. Het is als voorreservering aan je winkelmandje toegevoegd.`,
    type: 'warning',
  },
};

/**
 * The user error codes of the cart subgraph's cart mutations (addToCart, changeCartItemQty, removeCartItem,
 * applyCoupon, removeCoupon: see their payloads in the schema). QTY_NOT_AVAILABLE is translated with its
 * number, see cartUserErrorOutcome.
 */
const USER_ERRORS: Record<string, MessageDescriptor> = {
  OUT_OF_STOCK: msg`Dit product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!`,
  PRICE_UNKNOWN: msg`De prijs van dit product is onbekend, het kan niet aan je winkelmandje worden toegevoegd!`,
  INVALID_QTY: msg`Het aantal moet minstens 1 zijn.`,
  PRODUCT_NOT_FOUND: msg`Dit product bestaat niet (meer).`,
  CART_NOT_FOUND: msg`Je winkelmandje bestaat niet meer. Maak een nieuw winkelmandje aan.`,
  ITEM_NOT_FOUND: msg`Dit product zit niet meer in je winkelmandje.`,
  INVALID_COUPON: msg`Je hebt een onjuiste kortingscode ingevoerd. Probeer het opnieuw.`,
  NO_COUPON: msg`Er is geen kortingscode op je winkelmandje toegepast.`,
  BUNDLE_OPTION_REQUIRED: msg`Kies een product voor elke verplichte optie van dit pakket.`,
  BUNDLE_SELECTION_NOT_AVAILABLE: msg`De gekozen opties zijn niet beschikbaar voor dit pakket.`,
};

/** seed 000 §8 'only N available': the number in the API's English words ('Only 2 available'), if any. */
export function onlyAvailableQty(message: string): number | null {
  const match = /\bonly\s+(\d+(?:\.\d+)?)\s+available\b/i.exec(message);
  return match ? Number(match[1]) : null;
}

function onlyAvailable(i18n: I18n, message: string): string | null {
  const qty = onlyAvailableQty(message);
  return qty === null ? null : i18n._(msg`Er zijn er maar ${qty} beschikbaar`);
}

export function cartMessageOutcome(i18n: I18n, message: string): CartOutcome {
  const known = MESSAGES[message];
  if (!known) return { text: message, type: 'success' };
  return {
    text: i18n._(known.descriptor),
    type: known.type,
    ...(known.proceedToCheckout ? { proceedToCheckout: true } : {}),
  };
}

export function cartUserErrorOutcome(i18n: I18n, error: { code: string; message: string }): CartOutcome {
  if (error.code === 'QTY_NOT_AVAILABLE')
    return { text: onlyAvailable(i18n, error.message) ?? error.message, type: 'error' };
  const known = USER_ERRORS[error.code];
  return { text: known ? i18n._(known) : error.message, type: 'error' };
}

export interface LineStockOutcome {
  text: string;
  tone: 'info' | 'warning' | 'error';
}

/**
 * The stock message of a cart line (seed 000 §4 'Stock status': info 'In stock!', error 'Out of the
 * stock!'; §8 'only N available'; the volatile warning), by its code; an unknown code keeps the API's words
 * and its error flag.
 */
export function lineStockOutcome(
  i18n: I18n,
  stock: { code: string; message: string; isError: boolean },
): LineStockOutcome {
  switch (stock.code) {
    case 'OK':
      return { text: i18n._(msg`Op voorraad!`), tone: 'info' };
    case 'OUT_OF_STOCK':
      return { text: i18n._(msg`Niet meer op voorraad!`), tone: 'error' };
    case 'QTY_NOT_AVAILABLE':
      return { text: onlyAvailable(i18n, stock.message) ?? stock.message, tone: 'error' };
    case 'VOLATILE':
      return { text: i18n._(MESSAGES[VOLATILE]!.descriptor), tone: 'warning' };
    default:
      return { text: stock.message, tone: stock.isError ? 'error' : 'info' };
  }
}
