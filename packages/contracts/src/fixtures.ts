import type { TaxRuleDocument } from './catalog';

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
