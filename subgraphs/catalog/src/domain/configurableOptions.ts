import type { ConfigurableChild, ConfigurableOption, ProductDocument } from '@shop/contracts';
import type { AttributeMetadata } from './productAttributes';
import { attributeValueOf } from './variantChoice';

export interface ConfigurableOptionValueView {
  valueIndex: number;
  label: string;
}

export interface ConfigurableOptionView {
  attributeCode: string;
  label: string;
  values: ConfigurableOptionValueView[];
}

/** A child of a configurable product with its parent, which lends it options and, when it has none, its image. */
export interface VariantOfProduct {
  child: ConfigurableChild;
  parent: ProductDocument;
}

/** A child's value of one configurable attribute, as the shopper sees it. */
export interface VariantOption {
  attributeCode: string;
  valueIndex: number;
  label: string;
}

/**
 * The configurable attributes of a product in position order (seed 000 §3 configurable_options). A
 * value without a label of its own takes the attribute metadata's label; one left without a label is
 * dropped (seed 000 §5: empty option labels are dropped), as is an option left without values.
 */
export function configurableOptionsOf(
  options: readonly ConfigurableOption[] | undefined,
  metadata: AttributeMetadata,
): ConfigurableOptionView[] {
  return [...(options ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) => {
      const values = option.values.flatMap((value) => {
        const label =
          value.label?.trim() || metadata.optionLabel(option.attribute_code, value.value_index) || '';
        return label ? [{ valueIndex: value.value_index, label }] : [];
      });
      if (values.length === 0) return [];
      const label =
        option.label?.trim() ||
        metadata.attribute(option.attribute_code)?.frontend_label ||
        option.attribute_code;
      return [{ attributeCode: option.attribute_code, label, values }];
    });
}

/** A child's values of the product's configurable attributes, in the options' order. */
export function variantOptionsOf(
  child: ConfigurableChild,
  options: readonly ConfigurableOptionView[],
): VariantOption[] {
  return options.flatMap((option) => {
    const value = attributeValueOf(child, option.attributeCode);
    const match = option.values.find((candidate) => String(candidate.valueIndex) === String(value));
    return match
      ? [{ attributeCode: option.attributeCode, valueIndex: match.valueIndex, label: match.label }]
      : [];
  });
}
