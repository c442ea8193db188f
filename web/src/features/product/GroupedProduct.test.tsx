import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { ProductPage } from './ProductPage';

const money = (value: number, currency = 'EUR') => ({ __typename: 'Money', value, currency });

const item = (sku: string, name: string, price: number, qty: number) => ({
  __typename: 'GroupedItem',
  sku,
  qty,
  position: 1,
  product: {
    __typename: 'Product',
    sku,
    name,
    slug: name.toLowerCase(),
    price: { __typename: 'ProductPrice', final: money(price) },
  },
});

/** seed 000 §5: a group of A 14.95, B 12.50 and C 9.95 costs one of each, 37.40. */
const set = {
  __typename: 'Product',
  id: 8,
  sku: 'SET-8',
  name: 'Leesset',
  slug: 'leesset',
  type: 'GROUPED',
  contributors: [],
  attributes: [],
  publishDate: null,
  description: null,
  fullDescription: null,
  isbn: null,
  isNew: false,
  gallery: [],
  configurableOptions: [],
  groupedItems: [item('A', 'Kikker', 14.95, 1), item('B', 'Nijntje', 12.5, 2), item('C', 'Dolfje', 9.95, 1)],
  bundleOptions: [],
  price: { __typename: 'ProductPrice', regular: money(37.4), final: money(37.4), finalExclTax: money(35.28) },
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
};

describe('a grouped product on the product page (seed 000 §5)', () => {
  it("offers a quantity per product, the group's own to start, and adds each chosen product as its own line", async () => {
    let lines: { sku: string; qty: number }[] | undefined;
    await renderInShop(
      <ProductPage
        route={{
          product: set as unknown as Parameters<typeof ProductPage>[0]['route']['product'],
          variant: { variant: null, userErrors: [] },
        }}
        renderActions={({ groupedLines }) => {
          lines = groupedLines;
          return null;
        }}
      />,
    );
    const chooser = await screen.findByTestId('grouped-chooser');
    expect(lines).toEqual([
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 2 },
      { sku: 'C', qty: 1 },
    ]);
    const kikker = within(chooser).getByRole('group', { name: /Kikker/ });
    fireEvent.click(within(kikker).getAllByRole('button')[0]!);
    const dolfje = within(chooser).getByRole('group', { name: /Dolfje/ });
    fireEvent.click(within(dolfje).getAllByRole('button')[1]!);
    expect(lines).toEqual([
      { sku: 'B', qty: 2 },
      { sku: 'C', qty: 2 },
    ]);
  });
});
