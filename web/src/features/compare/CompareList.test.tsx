import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emitSessionChange } from '@/shared/session';
import { renderInShop } from '../../../test/render';
import { CompareButton } from './CompareButton';
import { CompareList } from './CompareList';
import { compareListKey } from './compareList';
import { CompareProductDocument } from './CompareProduct.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const frog = { sku: '9789044800100', name: 'Frog', slug: 'frog' };

describe('comparing products', () => {
  it('adds a product once, shows it with its price and attributes, and removes it', async () => {
    await renderInShop(
      <>
        <CompareButton product={frog} />
        <CompareList />
      </>,
      {
        store: 'en-be',
        mocks: [
          {
            request: { query: CompareProductDocument, variables: { sku: frog.sku } },
            result: {
              data: {
                product: {
                  __typename: 'Product',
                  sku: frog.sku,
                  author: 'Max Velthuijs',
                  publishDate: '2019-04-09',
                  price: { __typename: 'ProductPrice', regular: money(14.99), final: money(14.99) },
                  type: 'SIMPLE',
                  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
                  attributes: [
                    {
                      __typename: 'ProductAttribute',
                      code: 'age',
                      label: 'Age',
                      values: [{ __typename: 'AttributeValue', id: 1005, label: '3-6 years' }],
                    },
                  ],
                },
              },
            },
          },
        ],
      },
    );
    const button = screen.getByRole('button', { name: 'Compare' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Compare (1)' }));
    const panel = within(screen.getByRole('region', { name: 'Comparison' }));
    expect(panel.getByRole('link', { name: 'Frog' }).getAttribute('href')).toBe(
      '/en-be/p/9789044800100/frog',
    );
    expect(await panel.findByText('3-6 years')).toBeTruthy();
    expect(panel.getByText('9-4-2019')).toBeTruthy();
    expect(panel.getByTestId('price').textContent).toBe('€14.99');
    expect(JSON.parse(localStorage.getItem(compareListKey('en-be')) ?? '[]')).toEqual([frog]);

    fireEvent.click(panel.getByRole('button', { name: 'Stop comparing Frog' }));
    expect(screen.queryByRole('region', { name: 'Comparison' })).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('is cleared at logout (seed 000 §4), and kept at login', async () => {
    localStorage.setItem(compareListKey('nl-be'), JSON.stringify([frog]));
    await renderInShop(<CompareList />);
    expect(await screen.findByRole('button', { name: 'Vergelijken (1)' })).toBeTruthy();
    act(() => emitSessionChange('login'));
    expect(screen.getByRole('button', { name: 'Vergelijken (1)' })).toBeTruthy();
    act(() => emitSessionChange('logout'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Vergelijken/ })).toBeNull());
    expect(JSON.parse(localStorage.getItem(compareListKey('nl-be')) ?? 'null')).toEqual([]);
  });
});
