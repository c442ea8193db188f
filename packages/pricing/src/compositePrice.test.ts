import type { BundleOption, ProductLink } from '@shop/contracts';
import {
  FIXTURE_TAX_CLASS,
  FIXTURE_TAX_RULES,
  bundleOptionFixture,
  pricedBookFixture,
} from '@shop/contracts';
import { amountInStoreCurrency, roundToCents } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import type { PriceAmounts, PriceAmountSettings } from './amounts';
import {
  compositePrice,
  compositePriceLinks,
  productPriceAmounts,
  type LinkedProduct,
  type LinkedProducts,
} from './compositePrice';

const EBOOKS = FIXTURE_TAX_CLASS.ebooks;
const SETTINGS: PriceAmountSettings = {
  taxRules: FIXTURE_TAX_RULES,
  location: { country: 'BE' },
  today: '2025-06-01',
};

type Priced = LinkedProduct & { sku: string };
const priced = (sku: string, price: number, overrides: Partial<Priced> = {}): Priced => ({
  sku,
  status: 1,
  ...pricedBookFixture({ price }),
  ...overrides,
});

function linked(...products: Priced[]): LinkedProducts {
  return new Map(products.map((p) => [p.sku, p]));
}

const link = (sku: string, overrides: Partial<ProductLink> = {}): ProductLink => ({
  sku: 'SET-1',
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  position: 1,
  qty: 3,
  ...overrides,
});

/** The amounts as a shopper sees them: in cents, once, at the end. */
const inCents = (amounts: PriceAmounts | null) =>
  amounts && {
    regular: roundToCents(amounts.regular),
    final: roundToCents(amounts.final),
    finalExclTax: roundToCents(amounts.finalExclTax),
    specialActive: amounts.specialActive,
    specialToDate: amounts.specialToDate,
  };

describe('grouped price (seed 000 §5)', () => {
  const set = {
    type_id: 'grouped' as const,
    product_links: [
      link('KIK-001'),
      link('KIK-002', { position: 2 }),
      link('EDGE-1993', { position: 3 }),
      link('RELATED', { link_type: 'related' }),
    ],
  };

  it('is priced from the associated simple links, each with qty 1 whatever the link proposes', () => {
    expect(compositePriceLinks(set)).toEqual([
      { sku: 'KIK-001', qty: 1 },
      { sku: 'KIK-002', qty: 1 },
      { sku: 'EDGE-1993', qty: 1 },
    ]);
  });

  it('sums the associated simple products with qty 1: 14.95 + 12.50 (special) + 9.95 = 37.40', () => {
    const result = compositePrice(
      set,
      linked(
        priced('KIK-001', 14.95),
        priced('KIK-002', 15.99, {
          special_price: 12.5,
          special_from_date: '2025-05-01',
          special_to_date: '2025-06-30 00:00:00',
        }),
        priced('EDGE-1993', 9.95),
        priced('RELATED', 100),
      ),
      SETTINGS,
    );
    expect(result.missing).toEqual([]);
    expect(inCents(result.amounts)).toEqual({
      regular: 40.89,
      final: 37.4,
      // 37.40 / 1.06 (books, 6% in BE)
      finalExclTax: 35.28,
      specialActive: true,
      specialToDate: '2025-06-30',
    });
  });

  it("reports linked skus the catalogue does not have ('Product not found') and leaves disabled ones out", () => {
    const result = compositePrice(
      set,
      linked(priced('KIK-001', 14.95), priced('KIK-002', 15.99, { status: 2 })),
      SETTINGS,
    );
    expect(result.missing).toEqual(['EDGE-1993']);
    expect(result.amounts?.final).toBe(14.95);
  });

  it('has no composite price without priceable links: the index price stands', () => {
    expect(compositePrice({ type_id: 'grouped' }, linked(), SETTINGS)).toEqual({
      amounts: null,
      missing: [],
    });
    expect(compositePrice({ type_id: 'simple' }, linked(), SETTINGS).amounts).toBeNull();
    const own = { ...priced('SET-1', 35), type_id: 'grouped' as const };
    expect(productPriceAmounts(own, linked(), SETTINGS)).toMatchObject({
      amounts: { final: 35 },
      composite: false,
    });
  });
});

describe('bundle price (seed 000 §5)', () => {
  const options: BundleOption[] = [
    bundleOptionFixture(1, 'Kies een prentenboek', [
      { id: 11, sku: 'KIK-001', qty: 1, is_default: true, price: 14.95 },
      { id: 12, sku: 'KIK-002', qty: 1, is_default: false, price: 15.99 },
    ]),
    bundleOptionFixture(2, 'Kies een e-book', [
      { id: 21, sku: 'EBOOK-1', qty: 2, is_default: true, price: 7.99 },
    ]),
  ];
  const parts = linked(
    priced('KIK-001', 14.95),
    priced('KIK-002', 15.99),
    priced('EBOOK-1', 7.99, { tax_class_id: EBOOKS }),
  );

  it('is priced from the default links with their qty', () => {
    expect(compositePriceLinks({ type_id: 'bundle', bundle_options: options })).toEqual([
      { sku: 'KIK-001', qty: 1 },
      { sku: 'EBOOK-1', qty: 2 },
    ]);
  });

  it('sums default links times qty: 14.95 x 1 + 7.99 x 2 = 30.93, each taxed at its own class', () => {
    const result = compositePrice({ type_id: 'bundle', bundle_options: options }, parts, SETTINGS);
    expect(inCents(result.amounts)).toEqual({
      regular: 30.93,
      final: 30.93,
      // 14.95 / 1.06 + 2 x 7.99 / 1.21 = 14.10 + 13.21
      finalExclTax: 27.31,
      specialActive: false,
      specialToDate: null,
    });
    // Converted once, from the unrounded sum: 30.93 x 1.08 = 33.40 USD.
    expect(amountInStoreCurrency(result.amounts!.final, { currency: 'USD' })).toBe(33.4);
  });

  it('prices a bundle by its links, not by its own index price, whatever that says', () => {
    const box = { ...priced('BOX-1', 99), type_id: 'bundle' as const, bundle_options: options };
    const result = productPriceAmounts(box, parts, SETTINGS);
    expect(roundToCents(result.amounts.final)).toBe(30.93);
    expect(result.composite).toBe(true);
  });
});
