import type { AttributeDocument, ConfigurableChild, ConfigurableOption } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { configurableOptionsOf, variantOptionsOf } from './configurableOptions';
import { AttributeMetadata } from './productAttributes';

const formatAttribute: AttributeDocument = {
  attribute_id: 141,
  attribute_code: 'format',
  frontend_label: 'Formaat',
  frontend_input: 'select',
  is_user_defined: true,
  is_visible: true,
  is_visible_on_front: true,
  is_comparable: true,
  is_filterable: true,
  options: [
    { value: '1401', label: 'Hardcover', sort_order: 0 },
    { value: '1402', label: 'Paperback', sort_order: 1 },
  ],
};
const METADATA = new AttributeMetadata([formatAttribute]);

const OPTIONS: ConfigurableOption[] = [
  {
    id: 12,
    attribute_id: 130,
    attribute_code: 'language',
    label: 'Taal',
    position: 1,
    values: [
      { value_index: 1301, label: 'NLD' },
      { value_index: 1302, label: '  ' },
    ],
  },
  {
    id: 11,
    attribute_id: 141,
    attribute_code: 'format',
    label: '',
    position: 0,
    values: [
      { value_index: 1401, label: '' },
      { value_index: 1402, label: 'Paperback' },
    ],
  },
  {
    id: 13,
    attribute_id: 150,
    attribute_code: 'color',
    label: 'Kleur',
    position: 2,
    values: [{ value_index: 1701, label: '' }],
  },
];

describe('configurable options (seed 000 §3)', () => {
  it('lists the attributes in position order; empty labels take the metadata label or are dropped', () => {
    expect(configurableOptionsOf(OPTIONS, METADATA)).toEqual([
      {
        attributeCode: 'format',
        label: 'Formaat',
        values: [
          { valueIndex: 1401, label: 'Hardcover' },
          { valueIndex: 1402, label: 'Paperback' },
        ],
      },
      { attributeCode: 'language', label: 'Taal', values: [{ valueIndex: 1301, label: 'NLD' }] },
    ]);
    expect(configurableOptionsOf(undefined, METADATA)).toEqual([]);
  });

  it("gives a child's values of those attributes", () => {
    const options = configurableOptionsOf(OPTIONS, METADATA);
    const child: ConfigurableChild = {
      id: 21,
      sku: 'KIK-PB-NL',
      name: 'Kikker (paperback)',
      status: 1,
      visibility: 1,
      price: 9.99,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      tax_class_id: 2,
      url_key: 'kikker-paperback',
      image: 'no_selection',
      stock: { product_id: 21, qty: 3, is_in_stock: true, manage_stock: true, is_qty_decimal: false },
      custom_attributes: [{ attribute_code: 'language', value: '1301' }],
      format: 1402,
    };
    expect(variantOptionsOf(child, options)).toEqual([
      { attributeCode: 'format', valueIndex: 1402, label: 'Paperback' },
      { attributeCode: 'language', valueIndex: 1301, label: 'NLD' },
    ]);
  });
});
