import type { ConfigurableChild } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VARIANT_SETTINGS,
  NO_AVAILABLE_VARIANTS,
  NO_SUCH_CONFIGURATION,
  availableVariants,
  chooseVariant,
  configurationMatchLevel,
} from './variantChoice';

const HARDCOVER = 201;
const PAPERBACK = 202;
const DUTCH = 301;
const ENGLISH = 302;
const TODAY = '2025-06-01';

function child(
  sku: string,
  format: number,
  language: number,
  overrides: Partial<ConfigurableChild> = {},
): ConfigurableChild {
  return {
    id: Number(sku.replace(/\D/g, '')) || 1,
    sku,
    name: sku,
    status: 1,
    visibility: 1,
    price: 14.99,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: 2,
    url_key: sku.toLowerCase(),
    image: 'no_selection',
    stock: { product_id: 1, qty: 5, is_in_stock: true, manage_stock: true, is_qty_decimal: false },
    custom_attributes: [
      { attribute_code: 'format', value: format },
      { attribute_code: 'language', value: language },
    ],
    format,
    language,
    ...overrides,
  };
}

const outOfStock = { product_id: 1, qty: 0, is_in_stock: false, manage_stock: true, is_qty_decimal: false };
const select = (format?: number, language?: number) => [
  ...(format === undefined ? [] : [{ attributeCode: 'format', valueIndex: format }]),
  ...(language === undefined ? [] : [{ attributeCode: 'language', valueIndex: language }]),
];
const choose = (children: ConfigurableChild[], configuration: Parameters<typeof chooseVariant>[1]) =>
  chooseVariant(children, configuration, DEFAULT_VARIANT_SETTINGS, TODAY);

describe('available variants (seed 000 §4)', () => {
  const children = [
    child('V-1', HARDCOVER, DUTCH),
    child('V-2', HARDCOVER, ENGLISH, { status: 2 }),
    child('V-3', PAPERBACK, DUTCH, { stock: outOfStock }),
    child('V-4', PAPERBACK, ENGLISH, { status: 3 }),
    child('V-5', PAPERBACK, ENGLISH, { stock: { ...outOfStock, manage_stock: false } }),
  ];

  it('excludes children with status 2 or more, and out of stock ones', () => {
    expect(availableVariants(children, DEFAULT_VARIANT_SETTINGS).map((c) => c.sku)).toEqual(['V-1', 'V-5']);
  });

  it('keeps out-of-stock children when listing out-of-stock products is enabled', () => {
    const settings = { ...DEFAULT_VARIANT_SETTINGS, listOutOfStockProducts: true };
    expect(availableVariants(children, settings).map((c) => c.sku)).toEqual(['V-1', 'V-3', 'V-5']);
  });
});

describe('variant choice (seed 000 §4)', () => {
  it('chooses the child matching most configuration attributes', () => {
    const children = [child('V-1', HARDCOVER, DUTCH), child('V-2', PAPERBACK, ENGLISH)];
    expect(choose(children, { selection: select(PAPERBACK, ENGLISH) })).toEqual({
      variant: children[1],
      problems: [],
    });
  });

  it('ties go to the lower price: two children match 2 of 2 attributes; 12.99 beats 14.99', () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { price: 14.99 }),
      child('V-2', HARDCOVER, DUTCH, { price: 12.99 }),
      child('V-3', PAPERBACK, DUTCH, { price: 9.99 }),
    ];
    expect(choose(children, { selection: select(HARDCOVER, DUTCH) }).variant?.sku).toBe('V-2');
  });

  it('compares the price to pay: a special price inside its window counts', () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { price: 12.99 }),
      child('V-2', HARDCOVER, DUTCH, {
        price: 14.99,
        special_price: 11.99,
        special_from_date: '2025-05-01',
        special_to_date: '2025-06-30',
      }),
    ];
    expect(choose(children, { selection: select(HARDCOVER) }).variant?.sku).toBe('V-2');
    expect(
      chooseVariant(children, { selection: select(HARDCOVER) }, DEFAULT_VARIANT_SETTINGS, '2025-07-01')
        .variant?.sku,
    ).toBe('V-1');
  });

  it('an exact sku match wins over a better attribute match and a lower price', () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { price: 9.99 }),
      child('V-2', PAPERBACK, ENGLISH, { price: 14.99 }),
    ];
    expect(choose(children, { sku: 'V-2', selection: select(HARDCOVER, DUTCH) })).toEqual({
      variant: children[1],
      problems: [],
    });
  });

  it('ignores the price attribute in matching', () => {
    const children = [child('V-1', HARDCOVER, DUTCH), child('V-2', PAPERBACK, DUTCH, { price: 12.99 })];
    const selection = [{ attributeCode: 'price', valueIndex: 14 }, ...select(HARDCOVER)];
    expect(configurationMatchLevel(selection, children[0]!)).toBe(1);
    expect(choose(children, { selection })).toEqual({ variant: children[0], problems: [] });
  });

  it('without a selection, all children tie: the cheapest one', () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { price: 14.99 }),
      child('V-2', PAPERBACK, DUTCH, { price: 12.99 }),
    ];
    expect(choose(children, {})).toEqual({ variant: children[1], problems: [] });
  });

  it('a partial match is chosen, with the warning that the combination does not exist', () => {
    const children = [child('V-1', HARDCOVER, DUTCH), child('V-2', PAPERBACK, ENGLISH)];
    expect(choose(children, { selection: select(HARDCOVER, ENGLISH) })).toEqual({
      variant: children[0],
      problems: [{ code: 'NO_SUCH_CONFIGURATION', message: NO_SUCH_CONFIGURATION }],
    });
  });

  it('falls back to the default child (the first available) when no child matches, with the warning', () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { stock: outOfStock }),
      child('V-2', HARDCOVER, DUTCH, { price: 14.99 }),
      child('V-3', PAPERBACK, DUTCH, { price: 9.99 }),
    ];
    const expected = {
      variant: children[1],
      problems: [
        {
          code: 'NO_SUCH_CONFIGURATION',
          message:
            'No such configuration for the product. Please do choose another combination of attributes.',
        },
      ],
    };
    expect(choose(children, { selection: select(999, 998) })).toEqual(expected);
    // The out-of-stock V-1 cannot be chosen by its sku either.
    expect(choose(children, { sku: 'V-1' })).toEqual(expected);
  });

  it("without the fallback, a selection no child matches gives no variant and 'No available product variants'", () => {
    const children = [child('V-1', HARDCOVER, DUTCH)];
    const settings = { ...DEFAULT_VARIANT_SETTINGS, fallbackToDefaultVariant: false };
    expect(chooseVariant(children, { selection: select(PAPERBACK) }, settings, TODAY)).toEqual({
      variant: null,
      problems: [
        { code: 'NO_SUCH_CONFIGURATION', message: NO_SUCH_CONFIGURATION },
        { code: 'NO_AVAILABLE_VARIANTS', message: 'No available product variants' },
      ],
    });
  });

  it("gives 'No available product variants' when no child is available", () => {
    const children = [
      child('V-1', HARDCOVER, DUTCH, { status: 2 }),
      child('V-2', PAPERBACK, DUTCH, { stock: outOfStock }),
    ];
    expect(choose(children, { selection: select(HARDCOVER) })).toEqual({
      variant: null,
      problems: [{ code: 'NO_AVAILABLE_VARIANTS', message: NO_AVAILABLE_VARIANTS }],
    });
    expect(choose([], {})).toEqual({
      variant: null,
      problems: [{ code: 'NO_AVAILABLE_VARIANTS', message: NO_AVAILABLE_VARIANTS }],
    });
  });

  it('matches values stored as strings or in custom attributes only', () => {
    const stored = child('V-1', HARDCOVER, DUTCH, { format: undefined, language: String(DUTCH) });
    expect(configurationMatchLevel(select(HARDCOVER, DUTCH), stored)).toBe(2);
  });
});
