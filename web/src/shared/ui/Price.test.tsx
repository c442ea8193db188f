import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { Price } from './Price';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('Price', () => {
  it.each([
    ['nl-be', '€\u00a01.234,50'],
    ['nl-nl', '€\u00a01.234,50'],
    ['en-be', '€1,234.50'],
  ] as const)('formats the price in the %s format', async (store, expected) => {
    await renderInShop(<Price final={eur(1234.5)} />, { store });
    expect(screen.getByTestId('price').textContent).toBe(expected);
  });

  it('shows US dollars in en-rw, in the currency the API computed', async () => {
    await renderInShop(<Price final={{ value: 12.99, currency: 'USD' }} />, { store: 'en-rw' });
    expect(screen.getByTestId('price').textContent).toBe('US$12.99');
  });

  it('strikes the regular price through only when the final price is lower', async () => {
    await renderInShop(
      <>
        <Price final={eur(12.99)} regular={eur(14.99)} />
        <Price final={eur(9.99)} regular={eur(9.99)} />
      </>,
    );
    const regular = screen.getByLabelText('Normale prijs');
    expect(regular.tagName).toBe('DEL');
    expect(regular.textContent).toBe('€\u00a014,99');
    expect(screen.getAllByTestId('price-regular')).toHaveLength(1);
  });
});
