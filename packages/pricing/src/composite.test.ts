import { bundleOptionFixture, type BundleOption, type ProductLink } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  associatedSimpleLinks,
  bundleDefaultLinks,
  bundlePrice,
  groupedItems,
  groupedPrice,
} from './composite';

const link = (sku: string, overrides: Partial<ProductLink> = {}): ProductLink => ({
  sku: 'SET-1',
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  position: 1,
  qty: 1,
  ...overrides,
});

describe('grouped price (seed 000 §5)', () => {
  it('uses only associated links to simple products', () => {
    const links = [
      link('KIK-001'),
      link('KIK-002', { link_type: 'related' }),
      link('BOX-1', { linked_product_type: 'bundle' }),
      link('EDGE-1993'),
    ];
    expect(associatedSimpleLinks(links).map((l) => l.linked_product_sku)).toEqual(['KIK-001', 'EDGE-1993']);
  });

  it('lists the items of a group in position order', () => {
    const links = [
      link('B', { position: 2 }),
      link('R', { link_type: 'related' }),
      link('A', { position: 1 }),
    ];
    expect(groupedItems(links).map((l) => l.linked_product_sku)).toEqual(['A', 'B']);
  });

  it('sums the associated simple products with qty 1: 14.95 + 12.50 + 9.95 = 37.40', () => {
    expect(groupedPrice([14.95, 12.5, 9.95])).toBeCloseTo(37.4, 10);
  });

  it('is 0 without associated products', () => {
    expect(groupedPrice([])).toBe(0);
  });
});

describe('bundle price (seed 000 §5)', () => {
  const options: BundleOption[] = [
    bundleOptionFixture(1, 'Kies een prentenboek', [
      { id: 11, sku: 'KIK-001', qty: 1, is_default: true, price: 14.95 },
      { id: 12, sku: 'KIK-002', qty: 1, is_default: false, price: 15.99 },
    ]),
    bundleOptionFixture(2, 'Kies een leesboek', [
      { id: 21, sku: 'EDGE-1993', qty: 2, is_default: true, price: 9.95 },
    ]),
  ];

  it('is priced from the default links of its options', () => {
    expect(bundleDefaultLinks(options).map((l) => l.id)).toEqual([11, 21]);
  });

  it('sums default links times qty: 14.95 x 1 + 9.95 x 2 = 34.85', () => {
    expect(
      bundlePrice([
        { unitPrice: 14.95, qty: 1 },
        { unitPrice: 9.95, qty: 2 },
      ]),
    ).toBeCloseTo(34.85, 10);
  });

  it('a classreading bundle of 25 copies at 7.99 is 199.75', () => {
    expect(bundlePrice([{ unitPrice: 7.99, qty: 25 }])).toBeCloseTo(199.75, 10);
  });

  it('ignores a negative quantity', () => {
    expect(bundlePrice([{ unitPrice: 9.95, qty: -1 }])).toBe(0);
  });
});
