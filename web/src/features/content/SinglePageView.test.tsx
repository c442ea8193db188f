import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { SinglePageScreen } from './SinglePageView';
import { SinglePageDocument } from './SinglePageView.generated';

const privacy = {
  __typename: 'SinglePage',
  page: 'privacy',
  title: 'Privacybeleid',
  body: '<p>We gebruiken je gegevens alleen om je bestelling te verwerken.</p><script>alert(1)</script>',
};

const answering = (singlePage: typeof privacy | null, delay = 0) => ({
  request: { query: SinglePageDocument, variables: { page: 'privacy' } },
  result: { data: { singlePage } },
  delay,
});

describe('SinglePageScreen', () => {
  it("shows the content service's page: its title as the heading and its body without unsafe HTML", async () => {
    const { container } = await renderInShop(<SinglePageScreen page="privacy" />, {
      path: '/nl-be/privacy',
      mocks: [answering(privacy)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeTruthy();
    expect(screen.getByText('We gebruiken je gegevens alleen om je bestelling te verwerken.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    await waitFor(() => expect(document.title).toContain('Privacybeleid'));
  });

  it('shows the loading state while the page is on its way', async () => {
    await renderInShop(<SinglePageScreen page="privacy" />, { mocks: [answering(privacy, 600)] });
    expect(screen.getByTestId('loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Privacybeleid' }, { timeout: 3000 })).toBeTruthy();
  });

  it("is page-not-found when the content service has no such page (seed 000 §7 'Page not found')", async () => {
    await renderInShop(<SinglePageScreen page="privacy" />, { mocks: [answering(null)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
  });

  it('says something went wrong when the content service cannot be asked', async () => {
    await renderInShop(<SinglePageScreen page="privacy" />, {
      mocks: [
        { request: { query: SinglePageDocument, variables: { page: 'privacy' } }, error: new Error('down') },
      ],
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).toBeNull();
  });
});
