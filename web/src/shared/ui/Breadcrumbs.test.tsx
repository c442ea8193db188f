import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', async () => {
    await renderInShop(
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/nl-be/' },
          { label: 'Prentenboeken', to: '/nl-be/c/prentenboeken' },
          { label: 'Kartonboeken', to: '/nl-be/c/prentenboeken/kartonboeken' },
        ]}
      />,
    );
    const trail = within(screen.getByRole('navigation', { name: 'Kruimelpad' }));
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Prentenboeken',
      'Kartonboeken',
    ]);
    expect(trail.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/nl-be/',
      '/nl-be/c/prentenboeken',
    ]);
    expect(trail.getByText('Kartonboeken').getAttribute('aria-current')).toBe('page');
  });

  it('shows a crumb without an address as text', async () => {
    await renderInShop(
      <Breadcrumbs items={[{ label: 'Home', to: '/en-be/' }, { label: 'Zonder' }, { label: 'Hier' }]} />,
      {
        store: 'en-be',
      },
    );
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.queryByRole('link', { name: 'Zonder' })).toBeNull();
    expect(trail.getByText('Zonder').hasAttribute('aria-current')).toBe(false);
  });
});
