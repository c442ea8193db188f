import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { cartMessageOutcome, cartUserErrorOutcome } from './cartOutcomes';

// seed 000 §8, word for word: what the API sends and what the English store views show.
const SEED = {
  added: 'Product has been added to the cart!',
  updated: 'Product quantity has been updated!',
  volatile:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
};

describe('cart outcomes', () => {
  it("show the seed's English messages word for word in en-be and en-rw", async () => {
    for (const locale of ['en-BE', 'en-RW']) {
      const i18n = await loadI18n(locale);
      expect(cartMessageOutcome(i18n, SEED.added)).toEqual({ text: SEED.added, type: 'success' });
      expect(cartMessageOutcome(i18n, SEED.updated)).toEqual({ text: SEED.updated, type: 'success' });
      expect(cartMessageOutcome(i18n, SEED.volatile)).toEqual({ text: SEED.volatile, type: 'warning' });
      expect(cartUserErrorOutcome(i18n, { code: 'OUT_OF_STOCK', message: SEED.outOfStock }).text).toBe(
        SEED.outOfStock,
      );
      expect(cartUserErrorOutcome(i18n, { code: 'PRICE_UNKNOWN', message: SEED.priceUnknown }).text).toBe(
        SEED.priceUnknown,
      );
    }
  });

  it('translate them into Dutch in nl-be, and say winkelwagen in nl-nl', async () => {
    expect(cartMessageOutcome(await loadI18n('nl-BE'), SEED.added).text).toBe(
      'Het product is toegevoegd aan je winkelmandje!',
    );
    expect(cartMessageOutcome(await loadI18n('nl-NL'), SEED.added).text).toBe(
      'Het product is toegevoegd aan je winkelwagen!',
    );
  });

  it('warn, rather than congratulate, when the stock is volatile', async () => {
    expect(cartMessageOutcome(await loadI18n('nl-BE'), SEED.volatile).type).toBe('warning');
  });

  it("fall back to the API's words for what they do not know", async () => {
    const i18n = await loadI18n('nl-BE');
    expect(cartMessageOutcome(i18n, 'Something new')).toEqual({ text: 'Something new', type: 'success' });
    expect(cartUserErrorOutcome(i18n, { code: 'NEW_CODE', message: 'Only 2 left' })).toEqual({
      text: 'Only 2 left',
      type: 'error',
    });
  });
});
