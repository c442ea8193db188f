import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { forgetConsent, giveConsent } from '@/shared/consent/consentFixtures';
import { saveConsent } from '@/shared/consent/cookieConsent';
import { renderInShop } from '../../../test/render';
import { RecentlyViewedPage } from './RecentlyViewedPage';
import { RecordView } from './RecordView';

afterEach(() => {
  forgetConsent();
  localStorage.clear();
});

describe('recently viewed', () => {
  it('lists the products viewed, the last one first', async () => {
    giveConsent(['personalization']);
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

  it('remembers a view only with personalization consent, and the views waiting in the queue once it is given (seed 001 §4)', async () => {
    giveConsent(['statistical']);
    await renderInShop(
      <>
        <RecordView product={{ sku: '1', name: 'Kikker', slug: 'kikker' }} />
        <RecentlyViewedPage />
      </>,
    );
    await screen.findByText('Je hebt nog geen boeken bekeken.');
    expect(localStorage.getItem('shop/nl-be/recently-viewed')).toBeNull();

    act(() => saveConsent(['statistical', 'personalization']));
    const items = await screen.findAllByTestId('recently-viewed-item');
    expect(items.map((item) => item.textContent)).toEqual(['Kikker']);
  });
});
