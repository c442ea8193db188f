import { describe, expect, it } from 'vitest';
import { shownPrice, skusToRefresh, type LivePrice } from './shownPrice';

const eur = (value: number) => ({ value, currency: 'EUR' });
const catalog = { final: eur(14.95), regular: eur(14.95), finalExclTax: eur(14.1) };
const live = (final: number, regular = final, overrides: Partial<LivePrice> = {}): LivePrice => ({
  final: eur(final),
  regular: eur(regular),
  finalExclTax: eur(Math.round((final / 1.06) * 100) / 100),
  isCurrent: true,
  ...overrides,
});

describe("seed 000 §4, §7: the price a shopper sees (the platform's refreshed price when it differs)", () => {
  it("shows the platform's price when it differs from the catalogue's: 14.95 became 9.95", () => {
    expect(shownPrice(catalog, live(9.95))).toEqual(live(9.95));
  });

  it("shows the platform's special price with its regular price: 12.50 instead of 14.95", () => {
    expect(shownPrice(catalog, live(12.5, 14.95)).final).toEqual(eur(12.5));
  });

  it("keeps the catalogue's price when the platform says the same, or has no price", () => {
    expect(shownPrice(catalog, live(14.95))).toBe(catalog);
    expect(shownPrice(catalog, null)).toBe(catalog);
    expect(shownPrice(catalog, undefined)).toBe(catalog);
  });

  it("keeps the catalogue's price when the platform's is not current or in another currency", () => {
    expect(shownPrice(catalog, live(9.95, 9.95, { isCurrent: false }))).toBe(catalog);
    expect(shownPrice(catalog, { ...live(9.95), final: { value: 9.95, currency: 'USD' } })).toBe(catalog);
  });

  it('compares a catalogue price without a regular price with its final price', () => {
    expect(shownPrice({ final: eur(14.95) }, live(14.95))).toEqual({ final: eur(14.95) });
  });
});

describe('which skus to refresh (a refreshed price counts as fresh for 60 s, the cache hint of LivePrice)', () => {
  it('asks each new sku once, in the order asked', () => {
    expect(skusToRefresh(['a', 'b', 'a'], new Map(), 0)).toEqual(['a', 'b']);
  });

  it('asks again for a price refreshed 60 s ago, not for one refreshed 59.9 s ago', () => {
    const refreshedAt = new Map([
      ['old', 0],
      ['fresh', 100],
    ]);
    expect(skusToRefresh(['old', 'fresh'], refreshedAt, 60_000)).toEqual(['old']);
  });
});
