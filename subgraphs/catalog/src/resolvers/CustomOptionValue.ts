import type { CustomOptionValue as CustomOptionValueDocument } from '@shop/contracts';
import type { CustomOptionPriceType, CustomOptionValueResolvers } from '../generated/graphql';

const PRICE_TYPES: Record<CustomOptionValueDocument['price_type'], CustomOptionPriceType> = {
  fixed: 'FIXED',
  percent: 'PERCENT',
};

export const CustomOptionValue: CustomOptionValueResolvers = {
  priceType: (value) => PRICE_TYPES[value.priceType],
};
