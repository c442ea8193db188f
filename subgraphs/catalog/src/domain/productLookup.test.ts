import type { ProductDocument } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { lookUpProduct } from './productLookup';

const anonymous = { customerGroupId: 0, today: '2025-06-01' };
const prevent = { preventConfigurableChildrenDirectAccess: true };
const allow = { preventConfigurableChildrenDirectAccess: false };

const doc = (sku: string, overrides: Partial<ProductDocument> = {}) =>
  ({ sku, status: 1, visibility: 4, publish_date: '2020-01-01', ...overrides }) as ProductDocument;

const shirt = doc('SHIRT', { type_id: 'configurable' });
const redS = doc('SHIRT-RED-S', { visibility: 1 });

describe('product load (seed 000 §4, §8)', () => {
  it('shows an enabled product visible in catalog or search', () => {
    for (const visibility of [2, 3, 4] as const) {
      const product = doc('A', { visibility });
      expect(lookUpProduct({ product, parent: null }, prevent, anonymous)).toEqual({ product, child: null });
    }
    const statusZero = doc('B', { status: 0 });
    expect(lookUpProduct({ product: statusZero, parent: null }, prevent, anonymous)).toEqual({
      product: statusZero,
      child: null,
    });
  });

  it("treats status 2 or more as disabled: 'Product query returned empty result product status = {n}'", () => {
    expect(lookUpProduct({ product: doc('D', { status: 2 }), parent: null }, prevent, anonymous)).toEqual({
      error: { code: 'PRODUCT_DISABLED', message: 'Product query returned empty result product status = 2' },
    });
    expect(
      lookUpProduct({ product: doc('D', { status: 3, visibility: 1 }), parent: shirt }, prevent, anonymous),
    ).toEqual({
      error: { code: 'PRODUCT_DISABLED', message: 'Product query returned empty result product status = 3' },
    });
  });

  it('shows a hidden child as its configurable parent when direct access to children is prevented', () => {
    expect(lookUpProduct({ product: redS, parent: shirt }, prevent, anonymous)).toEqual({
      product: shirt,
      child: redS,
    });
  });

  it("refuses a hidden child otherwise: 'Product query returned empty result product visibility = 1'", () => {
    expect(lookUpProduct({ product: redS, parent: shirt }, allow, anonymous)).toEqual({
      error: {
        code: 'PRODUCT_NOT_VISIBLE',
        message: 'Product query returned empty result product visibility = 1',
      },
    });
  });

  it("refuses a hidden child without a parent: 'Product doesn't have parentSku, please check if this is configurable product'", () => {
    expect(lookUpProduct({ product: redS, parent: null }, prevent, anonymous)).toEqual({
      error: {
        code: 'PRODUCT_WITHOUT_PARENT',
        message: "Product doesn't have parentSku, please check if this is configurable product",
      },
    });
  });

  it('checks the parent as well: a disabled parent is a disabled product', () => {
    expect(lookUpProduct({ product: redS, parent: doc('SHIRT', { status: 2 }) }, prevent, anonymous)).toEqual(
      {
        error: {
          code: 'PRODUCT_DISABLED',
          message: 'Product query returned empty result product status = 2',
        },
      },
    );
  });

  it('resolves a child known only to its parent to the parent, and nothing to not found', () => {
    expect(lookUpProduct({ product: null, parent: shirt }, prevent, anonymous)).toEqual({
      product: shirt,
      child: null,
    });
    expect(lookUpProduct({ product: null, parent: shirt }, allow, anonymous)).toEqual({
      error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
    });
    expect(lookUpProduct({ product: null, parent: null }, prevent, anonymous)).toEqual({
      error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
    });
  });

  it('hides products outside 1993-01-01 to today from every group but 8 (seed 000 §6)', () => {
    const notPublished = {
      error: {
        code: 'PRODUCT_NOT_PUBLISHED',
        message: 'Product is outside the publish dates of the customer group',
      },
    };
    expect(
      lookUpProduct(
        { product: doc('OLD', { publish_date: '1992-12-31' }), parent: null },
        prevent,
        anonymous,
      ),
    ).toEqual(notPublished);
    expect(
      lookUpProduct(
        { product: doc('NEW', { publish_date: '2025-06-02' }), parent: null },
        prevent,
        anonymous,
      ),
    ).toEqual(notPublished);
    const old = doc('OLD', { publish_date: '1992-12-31' });
    expect(
      lookUpProduct({ product: old, parent: null }, prevent, { ...anonymous, customerGroupId: 8 }),
    ).toEqual({
      product: old,
      child: null,
    });
  });
});
