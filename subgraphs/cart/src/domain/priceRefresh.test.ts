import { describe, expect, it } from 'vitest';
import type { ProductRenderInfo, ProductRenderPrices } from '@shop/contracts';
import { refreshedPrice } from './priceRefresh';

const prices = (final: number, regular: number): ProductRenderPrices => ({
  final_price: final,
  max_price: final,
  max_regular_price: regular,
  minimal_regular_price: regular,
  special_price: final < regular ? final : 0,
  minimal_price: final,
  regular_price: regular,
  formatted_prices: {
    final_price: '',
    max_price: '',
    max_regular_price: '',
    minimal_regular_price: '',
    special_price: '',
    minimal_price: '',
    regular_price: '',
  },
});

describe('refreshedPrice (seed 000 §4: price_is_current, price_refreshed_at)', () => {
  it('reads the render-list item as Vue Storefront does: incl. tax from price_info, excl. tax from tax_adjustments', () => {
    // A book on special: 12.50 instead of 14.95 including 6% BE tax; 11.79 excluding tax.
    const item: ProductRenderInfo = {
      id: 7,
      name: 'De Gruffalo',
      type: 'simple',
      store_id: 1,
      currency_code: 'EUR',
      price_info: {
        ...prices(12.5, 14.95),
        extension_attributes: { tax_adjustments: prices(11.79, 14.1) },
      },
    };
    expect(refreshedPrice(item, new Date('2025-03-15T11:00:00Z'))).toEqual({
      final: { value: 12.5, currency: 'EUR' },
      finalExclTax: { value: 11.79, currency: 'EUR' },
      regular: { value: 14.95, currency: 'EUR' },
      isCurrent: true,
      refreshedAt: '2025-03-15T11:00:00.000Z',
    });
  });

  it('keeps the currency the platform answered in (USD for en-rw: 14.95 EUR is 16.15 USD)', () => {
    const item: ProductRenderInfo = {
      id: 7,
      name: 'The Gruffalo',
      type: 'simple',
      store_id: 4,
      currency_code: 'USD',
      price_info: {
        ...prices(16.15, 16.15),
        extension_attributes: { tax_adjustments: prices(15.24, 15.24) },
      },
    };
    expect(refreshedPrice(item, new Date()).final).toEqual({ value: 16.15, currency: 'USD' });
  });
});
