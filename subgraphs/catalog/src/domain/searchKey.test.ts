import { describe, expect, it } from 'vitest';
import { searchKeyOf } from './searchKey';

describe('search key (seed 000 §5)', () => {
  it('takes the one key given', () => {
    expect(searchKeyOf({ sku: 'KIK-001', urlPath: null }, ['sku', 'urlPath'])).toEqual({
      key: 'sku',
      value: 'KIK-001',
    });
    expect(searchKeyOf({ urlPath: 'kikker.html' }, ['sku', 'urlPath'])).toEqual({
      key: 'urlPath',
      value: 'kikker.html',
    });
    expect(searchKeyOf({ id: 2 }, ['id', 'urlPath'])).toEqual({ key: 'id', value: 2 });
  });

  it('asks for the search key when none or both are given', () => {
    expect(searchKeyOf({}, ['sku', 'urlPath'])).toEqual({
      error: 'Please provide one search key: sku or urlPath.',
    });
    expect(searchKeyOf({ sku: '' }, ['sku', 'urlPath'])).toEqual({
      error: 'Please provide one search key: sku or urlPath.',
    });
    expect(searchKeyOf({ sku: 'a', urlPath: 'b' }, ['sku', 'urlPath'])).toEqual({
      error: 'Please provide one search key: sku or urlPath.',
    });
    expect(searchKeyOf({}, ['sku', 'urlPath', 'urlKey', 'slug'])).toEqual({
      error: 'Please provide one search key: sku, urlPath, urlKey or slug.',
    });
  });
});
