import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { cartMessageOutcome, cartUserErrorOutcome, lineStockOutcome, onlyAvailableQty } from './cartOutcomes';

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
      // seed 000 §8 'Added': with a 'Proceed to checkout' action.
      expect(cartMessageOutcome(i18n, SEED.added)).toEqual({
        text: SEED.added,
        type: 'success',
        proceedToCheckout: true,
      });
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

  it("translate every user error of the cart's mutations, the seed's words in English", async () => {
    const en = await loadI18n('en-BE');
    const coupon = "You've entered an incorrect coupon code. Please try again.";
    expect(cartUserErrorOutcome(en, { code: 'INVALID_COUPON', message: coupon }).text).toBe(coupon);
    const required = 'Please choose a product for every required option of the bundle.';
    expect(cartUserErrorOutcome(en, { code: 'BUNDLE_OPTION_REQUIRED', message: required }).text).toBe(
      required,
    );
    expect(cartUserErrorOutcome(en, { code: 'QTY_NOT_AVAILABLE', message: 'Only 3 available' }).text).toBe(
      'Only 3 available',
    );
    const nl = await loadI18n('nl-BE');
    expect(cartUserErrorOutcome(nl, { code: 'QTY_NOT_AVAILABLE', message: 'Only 3 available' }).text).toBe(
      'Er zijn er maar 3 beschikbaar',
    );
    for (const code of [
      'INVALID_QTY',
      'OUT_OF_STOCK',
      'PRICE_UNKNOWN',
      'PRODUCT_NOT_FOUND',
      'CART_NOT_FOUND',
      'BUNDLE_OPTION_REQUIRED',
      'BUNDLE_SELECTION_NOT_AVAILABLE',
    ])
      expect(cartUserErrorOutcome(nl, { code, message: 'English' }).text).not.toBe('English');
  });
});

describe('only N available (seed 000 §8)', () => {
  it("reads the number of the API's words, or nothing", () => {
    expect(onlyAvailableQty('Only 2 available')).toBe(2);
    expect(onlyAvailableQty('only 12 available')).toBe(12);
    expect(onlyAvailableQty('Out of the stock!')).toBeNull();
  });
});

describe('line stock messages (seed 000 §4 Stock status)', () => {
  it("say 'In stock!' as information and 'Out of the stock!' as an error in English", async () => {
    const en = await loadI18n('en-BE');
    expect(lineStockOutcome(en, { code: 'OK', message: 'In stock!', isError: false })).toEqual({
      text: 'In stock!',
      tone: 'info',
    });
    expect(
      lineStockOutcome(en, { code: 'OUT_OF_STOCK', message: 'Out of the stock!', isError: true }),
    ).toEqual({
      text: 'Out of the stock!',
      tone: 'error',
    });
    expect(lineStockOutcome(en, { code: 'VOLATILE', message: SEED.volatile, isError: false })).toEqual({
      text: SEED.volatile,
      tone: 'warning',
    });
  });

  it("keep the API's words and error flag for a code they do not know", async () => {
    const nl = await loadI18n('nl-BE');
    expect(
      lineStockOutcome(nl, { code: 'CHECKING', message: 'Stock check in progress', isError: false }),
    ).toEqual({
      text: 'Stock check in progress',
      tone: 'info',
    });
  });
});
