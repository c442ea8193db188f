import type { ProductAttribute as ProductAttributeValue } from '../domain/productAttributes';
import type { ProductAttributeResolvers } from '../generated/graphql';
import { hintedFields } from './hintedFields';

export const ProductAttribute: ProductAttributeResolvers = hintedFields<ProductAttributeValue, 'values'>(
  'values',
);
