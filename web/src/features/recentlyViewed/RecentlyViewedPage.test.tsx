import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { RecentlyViewedPage } from './RecentlyViewedPage';
import { RecordView } from './RecordView';

describe('recently viewed', () => {
  it('lists the products viewed, the last one first', async () => {
    await renderInShop(
      <>
        <RecordView product={{ sku: '1', name: 'Kikker', slug: 'kikker' }} />
        <RecordView product={{ sku: '2', name: 'De kleine ijsbeer', slug: 'de-kleine-ijsbeer' }} />
        <RecentlyViewedPage />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Recent bekeken' })).toBeTruthy();
    const items = await screen.findAllByTestId('recently-viewed-item');
    expect(items.map((item) => item.textContent)).toEqual(['De kleine ijsbeer', 'Kikker']);
    expect(screen.getByRole('link', { name: 'Kikker' }).getAttribute('href')).toBe('/nl-be/p/1/kikker');
  });

  it('says so when nothing was viewed yet', async () => {
    await renderInShop(<RecentlyViewedPage />, { store: 'en-rw' });
    expect(screen.getByText('You have not viewed any books yet.')).toBeTruthy();
  });
});
