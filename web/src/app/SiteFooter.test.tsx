import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../test/render';
import { SiteFooter } from './SiteFooter';

const linksOf = () =>
  within(screen.getByRole('navigation', { name: /Service/ }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  it('links to contact, shipping, returns, terms, privacy, the cookie preferences and the legal page (nl-be)', async () => {
    await renderInShop(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(linksOf()).toEqual([
      ['Contact', '/nl-be/contact'],
      ['Verzending', '/nl-be/shipping'],
      ['Retourneren', '/nl-be/returns'],
      ['Algemene voorwaarden', '/nl-be/terms-and-conditions'],
      ['Privacybeleid', '/nl-be/privacy'],
      ['Cookievoorkeuren', '/nl-be/cookies'],
      ['Juridische informatie', '/nl-be/legal'],
    ]);
    expect(
      screen.getByText('Verzending naar België en Nederland. Retourneren binnen 14 dagen.'),
    ).toBeTruthy();
  });

  it("says them in the store view's words, under its own prefix (en-be)", async () => {
    await renderInShop(<SiteFooter />, { store: 'en-be' });
    expect(linksOf()).toEqual([
      ['Contact', '/en-be/contact'],
      ['Shipping', '/en-be/shipping'],
      ['Returns', '/en-be/returns'],
      ['Terms and conditions', '/en-be/terms-and-conditions'],
      ['Privacy policy', '/en-be/privacy'],
      ['Cookie preferences', '/en-be/cookies'],
      ['Legal information', '/en-be/legal'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Service and information' })).toBeTruthy();
  });
});
