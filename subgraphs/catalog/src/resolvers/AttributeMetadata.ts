import type { AttributeMetadataResolvers, AttributeOptionMetadataResolvers } from '../generated/graphql';

export const AttributeMetadata: AttributeMetadataResolvers = {
  id: (attribute) => attribute.attribute_id,
  code: (attribute) => attribute.attribute_code,
  label: (attribute) => attribute.frontend_label,
  input: (attribute) => attribute.frontend_input,
  isUserDefined: (attribute) => attribute.is_user_defined,
  isVisible: (attribute) => attribute.is_visible,
  isComparable: (attribute) => attribute.is_comparable,
  isFilterable: (attribute) => attribute.is_filterable,
  // seed 000 §9: options in their fixed order (the age labels).
  options: (attribute) => [...attribute.options].sort((a, b) => a.sort_order - b.sort_order),
};

export const AttributeOptionMetadata: AttributeOptionMetadataResolvers = {
  value: (option) => String(option.value),
  sortOrder: (option) => option.sort_order,
};
