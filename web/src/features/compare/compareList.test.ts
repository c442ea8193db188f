import { describe, expect, it } from 'vitest';
import { addToCompare, compareListKey, removeFromCompare } from './compareList';

const book = (sku: string, name = `Boek ${sku}`) => ({ sku, name, slug: name.toLowerCase() });

describe('the compare list (seed 000 §3: unique by sku)', () => {
  it('adds a product once, keeping the order of adding', () => {
    const list = addToCompare(addToCompare([], book('9789044800001')), book('9789044800002'));
    expect(addToCompare(list, book('9789044800001', 'Other name')).map((item) => item.sku)).toEqual([
      '9789044800001',
      '9789044800002',
    ]);
  });

  it('removes by sku', () => {
    expect(removeFromCompare([book('1'), book('2')], '1')).toEqual([book('2')]);
  });

  it('keeps one list per store view', () => {
    expect(compareListKey('en-be')).not.toBe(compareListKey('nl-be'));
  });
});
