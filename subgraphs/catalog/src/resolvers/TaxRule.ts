import type { TaxRateResolvers, TaxRuleResolvers } from '../generated/graphql';

export const TaxRule: TaxRuleResolvers = {
  productTaxClassIds: (rule) => rule.product_tax_class_ids,
  customerTaxClassIds: (rule) => rule.customer_tax_class_ids,
};

export const TaxRate: TaxRateResolvers = {
  countryId: (rate) => rate.tax_country_id,
  regionId: (rate) => rate.tax_region_id,
  regionName: (rate) => rate.region_name,
};
