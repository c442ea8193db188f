import { describe, expect, it, vi } from 'vitest';
import { STORE_VIEWS } from '@shop/store-views';
import { formatPrice } from './price';

// Intl separates the euro sign from the amount with a no-break space.
const nbsp = '\u00a0';

describe('formatPrice per store view (seed 000 §9)', () => {
  it('uses a decimal comma and the euro sign in front for nl-be and nl-nl', () => {
    expect(formatPrice({ value: 12.99, currency: 'EUR' }, STORE_VIEWS['nl-be'].locale)).toBe(`€${nbsp}12,99`);
    expect(formatPrice({ value: 1234.5, currency: 'EUR' }, STORE_VIEWS['nl-nl'].locale)).toBe(
      `€${nbsp}1.234,50`,
    );
  });

  it('uses a decimal point for en-be', () => {
    expect(formatPrice({ value: 1234.5, currency: 'EUR' }, STORE_VIEWS['en-be'].locale)).toBe('€1,234.50');
  });

  it('shows US dollars for en-rw', () => {
    expect(formatPrice({ value: 14.99, currency: 'USD' }, STORE_VIEWS['en-rw'].locale)).toBe('US$14.99');
  });

  it('always shows two fraction digits', () => {
    expect(formatPrice({ value: 10, currency: 'EUR' }, 'nl-BE')).toBe(`€${nbsp}10,00`);
  });

  it('falls back to two decimals with the currency code for a currency Intl does not know', () => {
    expect(formatPrice({ value: 3.5, currency: 'not-a-currency' }, 'nl-BE')).toBe('not-a-currency 3.50');
  });

  it('builds one formatter per locale and currency, however many prices it formats', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let cents = 0; cents < 50; cents++) formatPrice({ value: cents / 100, currency: 'GBP' }, 'en-BE');
      formatPrice({ value: 1, currency: 'GBP' }, 'nl-BE');
      expect(built).toHaveBeenCalledTimes(2);
      expect(formatPrice({ value: 0.49, currency: 'GBP' }, 'en-BE')).toBe('£0.49');
    } finally {
      built.mockRestore();
    }
  });
});
