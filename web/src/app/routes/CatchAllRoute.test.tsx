import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { CatchAllRoute } from './CatchAllRoute';
import { ResolveRouteDocument } from './ResolveRoute.generated';

const resolved = (path: string, target: object) => ({
  request: { query: ResolveRouteDocument, variables: { path } },
  result: { data: { route: { __typename: 'Route', storeCode: 'nl-be', target, alternates: [] } } },
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const app = (
  <>
    <Routes>
      <Route path="nl-be/boeken.html" element={<p>boeken</p>} />
      <Route path="*" element={<CatchAllRoute />} />
    </Routes>
    <Address />
  </>
);

describe('CatchAllRoute (seed 000 §2 resolution of unknown URLs)', () => {
  it('replaces the address with the redirect, keeping the query string', async () => {
    await renderInShop(app, {
      path: '/nl-be/zoeken?q=beer',
      mocks: [
        resolved('/nl-be/zoeken', {
          __typename: 'RouteRedirect',
          location: '/nl-be/boeken.html',
          statusCode: 301,
          external: false,
        }),
      ],
    });
    expect(await screen.findByText('boeken')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/nl-be/boeken.html?q=beer');
  });

  it('shows the page-not-found screen when the path leads nowhere', async () => {
    await renderInShop(app, {
      path: '/nl-be/bestaat-niet',
      mocks: [
        resolved('/nl-be/bestaat-niet', {
          __typename: 'RouteNotFound',
          reason: { __typename: 'UserError', code: 'PAGE_NOT_FOUND', message: 'Page not found' },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
  });

  it('renders a CMS page at its own address', async () => {
    await renderInShop(app, {
      store: 'en-be',
      path: '/en-be/about-us',
      mocks: [
        resolved('/en-be/about-us', {
          __typename: 'CmsPageRoute',
          canonicalPath: '/en-be/about-us',
          page: {
            __typename: 'CmsPage',
            id: 4,
            identifier: 'about-us',
            title: 'About us',
            contentHeading: 'Who we are',
            content: '<p>A <strong>publisher</strong>.</p><script>alert(1)</script>',
          },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who we are' })).toBeTruthy();
    expect(screen.getByText('publisher').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
  });
});
