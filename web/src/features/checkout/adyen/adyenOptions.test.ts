import { describe, expect, it } from 'vitest';
import { adyenCheckoutOptions, minorUnits } from './adyenOptions';

const texts = { 'creditCard.cardNumber.label': 'Kaartnummer' };
const order = {
  language: 'nl' as const,
  countryCode: 'BE',
  amount: { value: 45.43, currency: 'EUR' },
  texts,
};

describe('the card component options', () => {
  it('point every resource of the library at the local stand-in when it is configured', () => {
    const url = 'http://127.0.0.1:4101/checkoutshopper/';
    expect(
      adyenCheckoutOptions(
        { clientKey: 'local_standin', environment: 'test', checkoutshopperUrl: url },
        order,
      ),
    ).toEqual({
      clientKey: 'local_standin',
      environment: 'test',
      locale: 'nl-NL',
      translations: { 'nl-NL': texts },
      countryCode: 'BE',
      amount: { value: 4543, currency: 'EUR' },
      analytics: { enabled: false },
      _environmentUrls: { api: url, analytics: url, cdn: { images: url, translations: url } },
    });
  });

  it("use the provider's own servers of the environment without one", () => {
    const options = adyenCheckoutOptions(
      { clientKey: 'test_KEY', environment: 'test', checkoutshopperUrl: null },
      { ...order, language: 'en' },
    );
    expect(options).not.toHaveProperty('_environmentUrls');
    expect([options.environment, options.locale]).toEqual(['test', 'en-US']);
  });

  it('counts amounts in cents without rounding errors', () => {
    expect(minorUnits({ value: 19.99, currency: 'USD' })).toEqual({ value: 1999, currency: 'USD' });
    expect(minorUnits({ value: 0.29, currency: 'EUR' }).value).toBe(29);
  });
});
