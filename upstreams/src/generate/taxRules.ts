/**
 * Tax rules of the catalogue index (seed 000 §5 'Tax'): a rule applies when the product's tax class is in
 * it and a rate matches the country (region 0 means the whole country). Books are taxed at the reduced
 * rate (BE 6%, NL 9%), everything else at the standard rate (21% in both).
 */
import type { TaxRate, TaxRuleDocument } from '@shop/contracts';
import { TAX_CLASS_BOOKS, TAX_CLASS_STANDARD } from './productPlan';

/** Magento's 'Retail Customer' class. */
export const CUSTOMER_TAX_CLASS = 3;

const rate = (id: number, country: 'BE' | 'NL', percent: number): TaxRate => ({
  id,
  code: `${country}-${percent}`,
  tax_country_id: country,
  tax_region_id: 0,
  region_name: '',
  tax_postcode: '*',
  rate: percent,
});

export function taxRuleDocuments(): TaxRuleDocument[] {
  const books = [rate(1, 'BE', 6), rate(2, 'NL', 9)];
  const standard = [rate(3, 'BE', 21), rate(4, 'NL', 21)];
  return [
    {
      id: 1,
      code: 'Books (reduced rate)',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [CUSTOMER_TAX_CLASS],
      product_tax_class_ids: [TAX_CLASS_BOOKS],
      tax_rate_ids: books.map((r) => r.id),
      rates: books,
    },
    {
      id: 2,
      code: 'Standard rate',
      priority: 0,
      position: 1,
      customer_tax_class_ids: [CUSTOMER_TAX_CLASS],
      product_tax_class_ids: [TAX_CLASS_STANDARD],
      tax_rate_ids: standard.map((r) => r.id),
      rates: standard,
    },
  ];
}
