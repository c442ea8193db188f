import { describe, expect, it } from 'vitest';
import { attributeRows } from './attributeRows';

const attribute = (code: string, label: string, values: string[]) => ({
  code,
  label,
  values: values.map((value, index) => ({ id: index + 1, label: value })),
});

const ATTRIBUTES = [
  attribute('age', 'Leeftijd', ['4-6 jaar', '6-8 jaar']),
  attribute('theme_terms', 'Thema', ['Dieren']),
  attribute('series', 'Reeks', []),
  attribute('format', 'Uitvoering', ['Hardcover']),
];

describe('attributeRows', () => {
  it('gives every attribute in the catalogue’s order, its values joined', () => {
    expect(attributeRows(ATTRIBUTES)).toEqual([
      { key: 'age', term: 'Leeftijd', details: '4-6 jaar, 6-8 jaar' },
      { key: 'theme_terms', term: 'Thema', details: 'Dieren' },
      { key: 'series', term: 'Reeks', details: '' },
      { key: 'format', term: 'Uitvoering', details: 'Hardcover' },
    ]);
  });

  it('gives only the chosen attributes, in the order chosen, skipping those the product lacks', () => {
    expect(attributeRows(ATTRIBUTES, ['format', 'language', 'age']).map((row) => row.key)).toEqual([
      'format',
      'age',
    ]);
  });
});
