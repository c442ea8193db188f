import type { AttributeDocument } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { AttributeMetadata, productAttributes } from './productAttributes';

function attribute(
  code: string,
  label: string,
  options: [value: number, label: string, order?: number][],
): AttributeDocument {
  return {
    attribute_id: options[0]?.[0] ?? 1,
    attribute_code: code,
    frontend_label: label,
    frontend_input: 'select',
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    is_filterable: true,
    options: options.map(([value, optionLabel, order], i) => ({
      value: String(value),
      label: optionLabel,
      sort_order: order ?? i,
    })),
  };
}

const METADATA = new AttributeMetadata([
  attribute('age', 'Leeftijd', [
    [1001, '0-3 maanden'],
    [1004, '12-24 maanden'],
    [1005, '2+'],
    [1018, 'Young Adult'],
  ]),
  attribute('theme_terms', "Thema's", [
    [1101, 'Dieren'],
    [1102, 'Vriendschap'],
    [1103, ''],
  ]),
  attribute('series', 'Reeks', [[1201, 'Kikker']]),
  attribute('language', 'Taal', [[1301, 'NLD']]),
  attribute('format', 'Formaat', [[1401, 'Hardcover']]),
  attribute('type_of_product', 'Soort product', [[1501, 'Boek']]),
  attribute('nur', 'NUR', [[1677, '277 Prentenboeken']]),
]);

const kikker = {
  age: [1018, 1005, 1001],
  theme_terms: [1102, 1101, 1103, 9999],
  series: 1201,
  language: 1301,
  format: 1401,
  type_of_product: 1501,
  nur: null,
};

describe('product attributes with labels (seed 000 §9 default filters)', () => {
  it('labels the option ids through the attribute documents, in the seed order and the fixed age order', () => {
    expect(productAttributes(kikker, METADATA)).toEqual([
      {
        code: 'age',
        label: 'Leeftijd',
        values: [
          { id: 1001, label: '0-3 maanden' },
          { id: 1005, label: '2+' },
          { id: 1018, label: 'Young Adult' },
        ],
      },
      {
        code: 'theme_terms',
        label: "Thema's",
        values: [
          { id: 1101, label: 'Dieren' },
          { id: 1102, label: 'Vriendschap' },
        ],
      },
      { code: 'series', label: 'Reeks', values: [{ id: 1201, label: 'Kikker' }] },
      { code: 'language', label: 'Taal', values: [{ id: 1301, label: 'NLD' }] },
      { code: 'format', label: 'Formaat', values: [{ id: 1401, label: 'Hardcover' }] },
      { code: 'type_of_product', label: 'Soort product', values: [{ id: 1501, label: 'Boek' }] },
    ]);
  });

  it('drops values with an empty or unknown label, and attributes left without values', () => {
    const attributes = productAttributes({ ...kikker, theme_terms: [1103, 9999], nur: 1677 }, METADATA);
    expect(attributes.map((a) => a.code)).toEqual([
      'age',
      'series',
      'language',
      'format',
      'type_of_product',
      'nur',
    ]);
  });

  it('reads option ids stored as strings', () => {
    expect(METADATA.optionLabel('format', '1401')).toBe('Hardcover');
    expect(productAttributes({ ...kikker, format: 1401 }, METADATA, ['format'])).toEqual([
      { code: 'format', label: 'Formaat', values: [{ id: 1401, label: 'Hardcover' }] },
    ]);
  });
});
