import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export interface CartOutcome {
  text: string;
  type: 'success' | 'warning' | 'error';
}

/**
 * seed 000 §8: the outcomes of adding to the cart. The API sends the seed's English words ("Never lose the
 * seed's wording"); the shop shows them in the store view's language. Success messages have no code and are
 * recognised by their exact text; user errors by their stable code. Anything unknown is shown as the API
 * wrote it.
 */
const MESSAGES: Record<string, { descriptor: MessageDescriptor; type: CartOutcome['type'] }> = {
  'Product has been added to the cart!': {
    descriptor: msg`Het product is toegevoegd aan je winkelmandje!`,
    type: 'success',
  },
  'Product quantity has been updated!': {
    descriptor: msg`Het aantal van het product is aangepast!`,
    type: 'success',
  },
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.':
    {
      descriptor: msg`We weten niet zeker of dit product op voorraad is. Het is als voorreservering aan je winkelmandje toegevoegd.`,
      type: 'warning',
    },
};

/** The cart subgraph's user error codes (subgraphs/cart/src/domain/addToCart.ts). */
const USER_ERRORS: Record<string, MessageDescriptor> = {
  OUT_OF_STOCK: msg`Dit product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!`,
  PRICE_UNKNOWN: msg`De prijs van dit product is onbekend, het kan niet aan je winkelmandje worden toegevoegd!`,
  INVALID_QTY: msg`Het aantal moet minstens 1 zijn.`,
  PRODUCT_NOT_FOUND: msg`Dit product bestaat niet (meer).`,
  CART_NOT_FOUND: msg`Je winkelmandje bestaat niet meer. Maak een nieuw winkelmandje aan.`,
};

export function cartMessageOutcome(i18n: I18n, message: string): CartOutcome {
  const known = MESSAGES[message];
  return known ? { text: i18n._(known.descriptor), type: known.type } : { text: message, type: 'success' };
}

export function cartUserErrorOutcome(i18n: I18n, error: { code: string; message: string }): CartOutcome {
  const known = USER_ERRORS[error.code];
  return { text: known ? i18n._(known) : error.message, type: 'error' };
}
