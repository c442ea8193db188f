import type { AttributeDocument, ProductDocument } from '@shop/contracts';

/** seed 000 §9: 'Attribute list size 150'. */
export const ATTRIBUTE_LIST_SIZE = 150;

/**
 * The select attributes of seed 000 §9's default filters that the product page shows with their labels
 * (publish_date and price have fields of their own), in the seed's order.
 */
export const PRODUCT_PAGE_ATTRIBUTES = [
  'age',
  'theme_terms',
  'series',
  'language',
  'format',
  'type_of_product',
  'nur',
] as const;

export interface AttributeValue {
  /** The option id the product holds. */
  id: number;
  label: string;
}

export interface ProductAttribute {
  code: string;
  label: string;
  values: AttributeValue[];
}

/** Attribute documents by code, for labelling the option ids products hold (seed 000 §3 Attribute). */
export class AttributeMetadata {
  private readonly byCode: ReadonlyMap<string, AttributeDocument>;
  private readonly options: ReadonlyMap<string, ReadonlyMap<string, { label: string; order: number }>>;

  constructor(attributes: readonly AttributeDocument[]) {
    this.byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute]));
    this.options = new Map(
      attributes.map((attribute) => [
        attribute.attribute_code,
        new Map(
          attribute.options.map((option, i) => [
            String(option.value),
            { label: option.label, order: option.sort_order ?? i },
          ]),
        ),
      ]),
    );
  }

  attribute(code: string): AttributeDocument | undefined {
    return this.byCode.get(code);
  }

  /** The label of an option id, or null when the attribute or option is unknown or its label is empty. */
  optionLabel(code: string, value: unknown): string | null {
    return this.options.get(code)?.get(String(value))?.label.trim() || null;
  }

  /** Position of an option in the attribute's fixed order (seed 000 §9: age labels); unknown options last. */
  optionOrder(code: string, value: unknown): number {
    return this.options.get(code)?.get(String(value))?.order ?? Number.MAX_SAFE_INTEGER;
  }
}

function optionIdsOf(value: unknown): number[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => {
    const id = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
  });
}

/**
 * A product's select attributes with the labels of the attribute documents, values in the attribute's
 * order. Values without a label are dropped (seed 000 §5: empty option labels are dropped), and so are
 * attributes left without values.
 */
export function productAttributes(
  product: Pick<ProductDocument, (typeof PRODUCT_PAGE_ATTRIBUTES)[number]>,
  metadata: AttributeMetadata,
  codes: readonly (typeof PRODUCT_PAGE_ATTRIBUTES)[number][] = PRODUCT_PAGE_ATTRIBUTES,
): ProductAttribute[] {
  return codes.flatMap((code) => {
    const values = [...new Set(optionIdsOf(product[code]))]
      .flatMap((id) => {
        const label = metadata.optionLabel(code, id);
        return label ? [{ id, label }] : [];
      })
      .sort((a, b) => metadata.optionOrder(code, a.id) - metadata.optionOrder(code, b.id));
    if (values.length === 0) return [];
    return [{ code, label: metadata.attribute(code)?.frontend_label || code, values }];
  });
}
