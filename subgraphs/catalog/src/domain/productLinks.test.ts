import type { ProductLink } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { GROUPED_WITHOUT_LINKS, bundleOptionsOf, groupedItemsOf, linkedSkusOf } from './productLinks';

const link = (sku: string, position: number, overrides: Partial<ProductLink> = {}): ProductLink => ({
  sku: 'SET-1',
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  position,
  qty: 1,
  ...overrides,
});

describe('grouped items (seed 000 §5)', () => {
  it('are the associated simple links, in position order', () => {
    const product = {
      type_id: 'grouped' as const,
      product_links: [
        link('B', 2),
        link('A', 1),
        link('C', 3, { link_type: 'upsell' }),
        link('D', 4, { linked_product_type: 'virtual' }),
      ],
    };
    expect(groupedItemsOf(product)).toEqual({ items: [link('A', 1), link('B', 2)], error: null });
    expect(linkedSkusOf(product)).toEqual(['A', 'B']);
  });

  it('a grouped product without product_links is an error to log', () => {
    expect(groupedItemsOf({ type_id: 'grouped' })).toEqual({ items: [], error: GROUPED_WITHOUT_LINKS });
    expect(groupedItemsOf({ type_id: 'grouped', product_links: [] }).error).toBe(GROUPED_WITHOUT_LINKS);
    expect(groupedItemsOf({ type_id: 'simple' })).toEqual({ items: [], error: null });
  });
});

describe('bundle options (seed 000 §3)', () => {
  it('are sorted by position, and all their links are linked skus', () => {
    const option = (option_id: number, position: number, skus: string[]) => ({
      option_id,
      title: `Optie ${option_id}`,
      required: true,
      type: 'radio' as const,
      position,
      sku: 'BOX-1',
      product_links: skus.map((sku, i) => ({
        id: option_id * 10 + i,
        sku,
        qty: 1,
        is_default: i === 0,
        price: null,
        can_change_quantity: 1 as const,
      })),
    });
    const product = {
      type_id: 'bundle' as const,
      bundle_options: [option(2, 2, ['C']), option(1, 1, ['A', 'B', 'C'])],
    };
    expect(bundleOptionsOf(product).map((o) => o.option_id)).toEqual([1, 2]);
    expect(linkedSkusOf(product)).toEqual(['A', 'B', 'C']);
  });
});
