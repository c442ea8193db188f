import type { BundleOption as BundleOptionDocument } from '@shop/contracts';
import type { BundleOptionResolvers, BundleOptionType } from '../generated/graphql';

const BUNDLE_OPTION_TYPES: Record<BundleOptionDocument['type'], BundleOptionType> = {
  select: 'SELECT',
  radio: 'RADIO',
  checkbox: 'CHECKBOX',
  multi: 'MULTI',
};

export const BundleOption: BundleOptionResolvers = {
  optionId: (option) => option.option_id,
  type: (option) => BUNDLE_OPTION_TYPES[option.type],
  links: (option) => option.product_links,
};
