import type { CustomOption as CustomOptionDocument } from '@shop/contracts';
import type { CustomOptionResolvers, CustomOptionType } from '../generated/graphql';

const CUSTOM_OPTION_TYPES: Record<CustomOptionDocument['type'], CustomOptionType> = {
  field: 'FIELD',
  drop_down: 'DROP_DOWN',
  radio: 'RADIO',
  checkbox: 'CHECKBOX',
};

export const CustomOption: CustomOptionResolvers = {
  type: (option) => CUSTOM_OPTION_TYPES[option.type],
};
