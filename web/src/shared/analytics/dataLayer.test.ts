import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetConsent, giveConsent } from '@/shared/consent/consentFixtures';
import { analyticsLinesOf, checkoutStepEvent, purchaseEvent, track } from './dataLayer';

const lines = analyticsLinesOf([
  { sku: '9789044800001', name: 'De kleine ijsbeer', qty: 2, priceInclTax: { value: 12.99 } },
  { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, priceInclTax: { value: 14.5 } },
]);

beforeEach(() => {
  giveConsent(['statistical']);
});

afterEach(() => {
  delete window.dataLayer;
  forgetConsent();
});

describe('the analytics data layer (seed 000 §3, §4)', () => {
  it('names a cart line by sku, name, price and qty', () => {
    expect(lines).toEqual([
      { sku: '9789044800001', name: 'De kleine ijsbeer', price: 12.99, qty: 2 },
      { sku: '9789044800002', name: 'Kikker is verliefd', price: 14.5, qty: 1 },
    ]);
  });

  it('pushes the checkout steps 1 personal info, 2 shipping, 3 payment, then the purchase, in order', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    track(checkoutStepEvent('personal', 'EUR', lines));
    track(checkoutStepEvent('shipping', 'EUR', lines));
    track(checkoutStepEvent('payment', 'EUR', lines));
    track(
      purchaseEvent(
        { number: '000000042' },
        { currency: 'EUR', grandTotal: 45.43, shipping: 4.95, tax: 2.57 },
        lines,
      ),
    );
    expect(
      window.dataLayer.slice(1).map((event) => event as { step?: number; option?: string; event: string }),
    ).toEqual([
      expect.objectContaining({
        event: 'checkout',
        step: 1,
        option: 'personal info',
        currency: 'EUR',
        products: lines,
      }),
      expect.objectContaining({ event: 'checkout', step: 2, option: 'shipping' }),
      expect.objectContaining({ event: 'checkout', step: 3, option: 'payment' }),
      {
        event: 'purchase',
        orderId: '000000042',
        currency: 'EUR',
        revenue: 45.43,
        shipping: 4.95,
        tax: 2.57,
        products: lines,
      },
    ]);
    // What the tag manager put there first stays.
    expect(window.dataLayer[0]).toEqual({ 'gtm.start': 1 });
  });

  it('makes the data layer when the page has none', () => {
    track(checkoutStepEvent('personal', 'USD', []));
    expect(window.dataLayer).toEqual([
      { event: 'checkout', step: 1, option: 'personal info', currency: 'USD', products: [] },
    ]);
  });

  it('writes nothing without statistical consent (seed 001 §4): no consent yet, only necessary, or other categories', () => {
    for (const consent of [null, [], ['personalization', 'targeted']] as const) {
      if (consent === null) forgetConsent();
      else giveConsent(consent);
      track(checkoutStepEvent('personal', 'EUR', lines));
      track(
        purchaseEvent(
          { number: '000000042' },
          { currency: 'EUR', grandTotal: 1, shipping: 0, tax: 0 },
          lines,
        ),
      );
      expect(window.dataLayer).toBeUndefined();
    }
    giveConsent(['statistical']);
    track(checkoutStepEvent('personal', 'EUR', lines));
    expect(window.dataLayer).toHaveLength(1);
  });
});
