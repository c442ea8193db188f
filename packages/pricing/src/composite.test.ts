import { bundleOptionFixture, type BundleOption, type ProductLink } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  associatedSimpleLinks,
  bundleChoiceRefusal,
  bundleChosenLinks,
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

describe('bundle price of the chosen links (seed 000 §3 product_option, §5)', () => {
  const options: BundleOption[] = [
    bundleOptionFixture(1, 'Kies een prentenboek', [
      { id: 11, sku: 'KIK-001', qty: 1, is_default: true, price: 14.95 },
      { id: 12, sku: 'KIK-002', qty: 1, is_default: false, price: 15.99 },
    ]),
    {
      ...bundleOptionFixture(2, 'Kies een leesboek', [
        { id: 21, sku: 'EDGE-1993', qty: 2, is_default: true, price: 9.95 },
      ]),
      required: false,
    },
    {
      ...bundleOptionFixture(3, 'Extra', [
        { id: 31, sku: 'STICKERS', qty: 1, is_default: false, price: 2.5 },
        { id: 32, sku: 'POSTER', qty: 1, is_default: false, price: 4 },
      ]),
      type: 'checkbox',
      required: false,
    },
  ];
  const unitPrices: Record<string, number> = {
    'KIK-001': 14.95,
    'KIK-002': 15.99,
    'EDGE-1993': 9.95,
    STICKERS: 2.5,
    POSTER: 4,
  };
  const priceOf = (links: ReturnType<typeof bundleChosenLinks>) =>
    bundlePrice(links.map((link) => ({ unitPrice: unitPrices[link.sku] ?? 0, qty: link.qty })));

  it('without a choice is the default links: 14.95 x 1 + 9.95 x 2 = 34.85', () => {
    expect(priceOf(bundleChosenLinks(options))).toBeCloseTo(34.85, 10);
  });

  it('sums the chosen links times qty: 15.99 x 1 + 9.95 x 2 + 2.50 + 4 = 42.39', () => {
    const chosen = bundleChosenLinks(options, [
      { option_id: 1, option_qty: 1, option_selections: [12] },
      { option_id: 2, option_qty: 2, option_selections: [21] },
      { option_id: 3, option_qty: 1, option_selections: [31, 32] },
    ]);
    expect(chosen.map((link) => link.id)).toEqual([12, 21, 31, 32]);
    expect(priceOf(chosen)).toBeCloseTo(42.39, 10);
  });

  it('leaves out an optional option the shopper did not choose: 14.95', () => {
    expect(
      priceOf(bundleChosenLinks(options, [{ option_id: 1, option_qty: 1, option_selections: [11] }])),
    ).toBeCloseTo(14.95, 10);
  });

  it("counts the option's qty only where the link lets it change", () => {
    const fixed = options.map((option) => ({
      ...option,
      product_links: option.product_links.map((link) => ({ ...link, can_change_quantity: 0 as const })),
    }));
    const choice = [{ option_id: 2, option_qty: 5, option_selections: [21] }];
    expect(bundleChosenLinks(options, choice)[0]?.qty).toBe(5);
    expect(bundleChosenLinks(fixed, choice)[0]?.qty).toBe(2);
  });

  it('refuses a choice without a required option', () => {
    expect(bundleChoiceRefusal(options, [{ option_id: 2, option_qty: 2, option_selections: [21] }])).toEqual({
      code: 'BUNDLE_OPTION_REQUIRED',
      optionId: 1,
    });
  });

  it('refuses a link that is not in its option, two links in a radio option, and an unknown option', () => {
    const refuse = (option_id: number, option_selections: number[]) =>
      bundleChoiceRefusal(options, [{ option_id, option_qty: 1, option_selections }])?.code;
    expect(refuse(1, [21])).toBe('BUNDLE_SELECTION_NOT_AVAILABLE');
    expect(refuse(1, [11, 12])).toBe('BUNDLE_SELECTION_NOT_AVAILABLE');
    expect(refuse(9, [11])).toBe('BUNDLE_SELECTION_NOT_AVAILABLE');
  });

  it('takes a choice of every required option, several links in a checkbox option', () => {
    expect(
      bundleChoiceRefusal(options, [
        { option_id: 1, option_qty: 1, option_selections: [11] },
        { option_id: 3, option_qty: 1, option_selections: [31, 32] },
      ]),
    ).toBeNull();
  });
});
