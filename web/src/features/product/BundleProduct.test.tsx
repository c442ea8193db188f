import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { BundleLinkPricesDocument } from './BundleLinkPrices.generated';
import { ProductPage } from './ProductPage';

const money = (value: number, currency = 'EUR') => ({ __typename: 'Money', value, currency });

const link = (id: number, name: string, price: number, qty: number, isDefault: boolean) => ({
  __typename: 'BundleLink',
  id,
  sku: `SKU-${id}`,
  qty,
  isDefault,
  product: { __typename: 'Product', sku: `SKU-${id}`, name },
  price,
});

/** seed 000 §5's bundle: default picture book 14.95 x 1 + reading book 9.95 x 2 = 34.85. */
const giftBox = {
  __typename: 'Product',
  id: 7,
  sku: 'BUNDLE-7',
  name: 'Geschenkdoos',
  slug: 'geschenkdoos',
  type: 'BUNDLE',
  contributors: [],
  attributes: [],
  publishDate: null,
  description: null,
  fullDescription: null,
  isbn: null,
  isNew: false,
  gallery: [],
  configurableOptions: [],
  groupedItems: [],
  bundleOptions: [
    {
      __typename: 'BundleOption',
      optionId: 1,
      title: 'Kies een prentenboek',
      required: true,
      type: 'RADIO',
      links: [link(11, 'Kikker', 14.95, 1, true), link(12, 'Nijntje', 15.99, 1, false)],
    },
    {
      __typename: 'BundleOption',
      optionId: 2,
      title: 'Kies een leesboek',
      required: true,
      type: 'RADIO',
      links: [link(21, 'Dolfje', 9.95, 2, true)],
    },
    {
      __typename: 'BundleOption',
      optionId: 3,
      title: 'Extra',
      required: false,
      type: 'CHECKBOX',
      links: [link(31, 'Stickers', 2.5, 1, false), link(32, 'Poster', 4, 1, false)],
    },
  ],
  price: {
    __typename: 'ProductPrice',
    regular: money(34.85),
    final: money(34.85),
    finalExclTax: money(32.88),
  },
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
};

const links = giftBox.bundleOptions.flatMap((option) => option.links);
const linkPrices = {
  request: {
    query: BundleLinkPricesDocument,
    variables: { skus: links.map((link) => link.sku) },
  },
  result: {
    data: {
      productsBySku: links.map((link) => ({
        __typename: 'Product',
        sku: link.sku,
        price: { __typename: 'ProductPrice', final: money(link.price) },
      })),
    },
  },
};

type Chosen = { optionId: number; linkIds: number[]; qty: number }[] | undefined;

async function renderGiftBox(onActions: (chosen: { cartSku: string | null; bundleOptions: Chosen }) => void) {
  await renderInShop(
    <ProductPage
      route={{
        product: giftBox as unknown as Parameters<typeof ProductPage>[0]['route']['product'],
        variant: { variant: null, userErrors: [] },
      }}
      renderActions={({ cartSku, bundleOptions }) => {
        onActions({ cartSku, bundleOptions });
        return cartSku ? <button type="button">add {cartSku}</button> : null;
      }}
    />,
    { mocks: [linkPrices] },
  );
}

describe('a bundle on the product page (seed 000 §3 bundle options, §5 price)', () => {
  it('offers each option in its own fieldset, the defaults chosen, each link with its qty, at the default price', async () => {
    let last: { cartSku: string | null; bundleOptions: Chosen } | undefined;
    await renderGiftBox((chosen) => (last = chosen));
    const picture = await screen.findByRole('group', { name: /Kies een prentenboek/ });
    // Until the linked products' prices come, the catalogue's price of the default links stands.
    await screen.findByRole('radio', { name: /Kikker.*14,95/ });
    expect(within(picture).getByRole('radio', { name: /1 × Kikker/ })).toHaveProperty('checked', true);
    expect(within(picture).getByRole('radio', { name: /1 × Nijntje/ })).toHaveProperty('checked', false);
    const reading = screen.getByRole('group', { name: /Kies een leesboek/ });
    expect(within(reading).getByRole('radio', { name: /2 × Dolfje/ })).toHaveProperty('checked', true);
    const extra = screen.getByRole('group', { name: /Extra/ });
    expect(within(extra).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByTestId('price').textContent).toMatch(/34,85/);
    expect(last).toEqual({
      cartSku: 'BUNDLE-7',
      bundleOptions: [
        { optionId: 1, linkIds: [11], qty: 1 },
        { optionId: 2, linkIds: [21], qty: 2 },
      ],
    });
  });

  it('prices the chosen links times qty: 15.99 + 2 x 9.95 + 2.50 + 4 = 42.39, and adds them', async () => {
    let last: { cartSku: string | null; bundleOptions: Chosen } | undefined;
    await renderGiftBox((chosen) => (last = chosen));
    fireEvent.click(await screen.findByRole('radio', { name: /Nijntje.*15,99/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Stickers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Poster/ }));
    expect(screen.getByTestId('price').textContent).toMatch(/42,39/);
    expect(last?.bundleOptions).toEqual([
      { optionId: 1, linkIds: [12], qty: 1 },
      { optionId: 2, linkIds: [21], qty: 2 },
      { optionId: 3, linkIds: [31, 32], qty: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'add BUNDLE-7' })).toBeTruthy();
  });

  it('holds back a bundle whose required option has no product chosen, and says which', async () => {
    let last: { cartSku: string | null; bundleOptions: Chosen } | undefined;
    const noDefault = {
      ...giftBox,
      bundleOptions: giftBox.bundleOptions.map((option) =>
        option.optionId === 1
          ? { ...option, links: option.links.map((l) => ({ ...l, isDefault: false })) }
          : option,
      ),
    };
    await renderInShop(
      <ProductPage
        route={{
          product: noDefault as unknown as Parameters<typeof ProductPage>[0]['route']['product'],
          variant: { variant: null, userErrors: [] },
        }}
        renderActions={({ cartSku, bundleOptions }) => {
          last = { cartSku, bundleOptions };
          return null;
        }}
      />,
      { mocks: [linkPrices] },
    );
    const picture = await screen.findByRole('group', { name: /Kies een prentenboek/ });
    expect(within(picture).getByText('Kies een product voor deze optie.')).toBeTruthy();
    expect(last?.cartSku).toBeNull();
    fireEvent.click(within(picture).getByRole('radio', { name: /Kikker/ }));
    expect(last?.cartSku).toBe('BUNDLE-7');
  });
});
