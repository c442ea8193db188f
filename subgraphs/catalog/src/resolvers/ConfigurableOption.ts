import type { ConfigurableOptionView } from '../domain/configurableOptions';
import type { ConfigurableOptionResolvers } from '../generated/graphql';
import { hintedFields } from './hintedFields';

export const ConfigurableOption: ConfigurableOptionResolvers = hintedFields<ConfigurableOptionView, 'values'>(
  'values',
);
