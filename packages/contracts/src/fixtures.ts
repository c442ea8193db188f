import type { BundleOption, BundleOptionLink, ProductDocument, TaxRuleDocument } from './catalog';

/**
 * Builders of small, exact contract documents for tests (the demo data generator makes the big sets).
 * A tax rule: `taxRuleFixture(1, [BOOKS], [['BE', 6], ['NL', 9]])`; rates default to region 0 (the whole country).
 */
export function taxRuleFixture(
  id: number,
  productTaxClassIds: number[],
  rates: [country: string, rate: number, regionId?: number, regionName?: string][],
  priority = 0,
): TaxRuleDocument {
  return {
    id,
    code: `rule-${id}`,
    priority,
    position: id,
    customer_tax_class_ids: [3],
    product_tax_class_ids: productTaxClassIds,
    tax_rate_ids: rates.map((_, i) => id * 10 + i),
    rates: rates.map(([country, rate, regionId = 0, regionName = ''], i) => ({
      id: id * 10 + i,
      code: `${country}-${rate}`,
      tax_country_id: country,
      tax_region_id: regionId,
      region_name: regionName,
      tax_postcode: '*',
      rate,
    })),
  };
}

/** The tax classes of the price tests: books at the reduced rate, e-books at the standard rate. */
export const FIXTURE_TAX_CLASS = { books: 2, ebooks: 5 } as const;

/**
 * The tax rules of the price tests (seed 000 §5): books 6% in BE and 9% in NL; e-books 21% in BE, and in NL
 * only in region 120 (Zeeland), for the region rules.
 */
export const FIXTURE_TAX_RULES: readonly TaxRuleDocument[] = [
  taxRuleFixture(
    1,
    [FIXTURE_TAX_CLASS.books],
    [
      ['BE', 6],
      ['NL', 9],
    ],
  ),
  taxRuleFixture(
    2,
    [FIXTURE_TAX_CLASS.ebooks],
    [
      ['BE', 21],
      ['NL', 21, 120, 'Zeeland'],
    ],
  ),
];

/** The price fields of a book of 14.95 without special price, in the books tax class. */
export function pricedBookFixture(overrides: Partial<PricedFields> = {}): PricedFields {
  return {
    price: 14.95,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: FIXTURE_TAX_CLASS.books,
    ...overrides,
  };
}

type PricedFields = Pick<
  ProductDocument,
  'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'tax_class_id'
>;

/** A required radio option of bundle BOX-1 with the given links (seed 000 §3 bundle_options). */
export function bundleOptionFixture(
  optionId: number,
  title: string,
  links: Pick<BundleOptionLink, 'id' | 'sku' | 'qty' | 'is_default' | 'price'>[],
): BundleOption {
  return {
    option_id: optionId,
    title,
    required: true,
    type: 'radio',
    position: optionId,
    sku: 'BOX-1',
    product_links: links.map((link) => ({ ...link, can_change_quantity: 1 })),
  };
}
