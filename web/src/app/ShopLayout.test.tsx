import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../test/render';
import { CartProvider } from '@/features/cart/CartContext';
import { PrimaryNavigationDocument } from '@/features/content/PrimaryNavigation.generated';
import { ShopLayout } from './ShopLayout';

const navigation = {
  request: { query: PrimaryNavigationDocument },
  result: {
    data: {
      primaryNavigation: [
        {
          __typename: 'NavigationItem',
          label: 'Prentenboeken',
          path: '/nl-be/c/prentenboeken',
          children: [
            {
              __typename: 'NavigationItem',
              label: 'Kartonboeken',
              path: '/nl-be/c/prentenboeken/kartonboeken',
            },
          ],
        },
      ],
    },
  },
};

describe('ShopLayout', () => {
  it('has a skip link to the main content, which can take the focus', async () => {
    await renderInShop(
      <CartProvider storeCode="nl-be">
        <ShopLayout />
      </CartProvider>,
      { mocks: [navigation] },
    );
    expect(screen.getByRole('link', { name: 'Naar de inhoud' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
  });

  it('moves the main menu and the store switcher into the menu drawer while it is open', async () => {
    await renderInShop(
      <CartProvider storeCode="nl-be">
        <ShopLayout />
      </CartProvider>,
      { mocks: [navigation] },
    );
    await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);

    const drawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    // Rendered once at a time: the header's inline copies are gone while the drawer shows them.
    expect(screen.getAllByRole('navigation', { name: 'Hoofdmenu' })).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: 'Kies je winkel' })).toHaveLength(1);
    expect(drawer.getByRole('link', { name: 'Kartonboeken' }).getAttribute('href')).toBe(
      '/nl-be/c/prentenboeken/kartonboeken',
    );
    expect(drawer.getByRole('navigation', { name: 'Kies je winkel' })).toBeTruthy();

    // Following a link closes the drawer; the menu returns to the header and the focus to the button.
    fireEvent.click(drawer.getByRole('link', { name: 'Prentenboeken' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(screen.getAllByRole('navigation', { name: 'Hoofdmenu' })).toHaveLength(1);
    expect(document.activeElement).toBe(menuButton);
  });
});
