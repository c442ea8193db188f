import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { CatchAllRoute } from './CatchAllRoute';
import { ResolveRouteDocument } from './ResolveRoute.generated';
import { resolveRouteVariables } from './routeQuery';

const resolved = (path: string, target: object, editorialPage: object | null = null) => ({
  request: { query: ResolveRouteDocument, variables: resolveRouteVariables(path, '') },
  result: {
    data: { route: { __typename: 'Route', storeCode: 'nl-be', target, alternates: [] }, editorialPage },
  },
});

const pageNotFound = {
  __typename: 'RouteNotFound',
  reason: { __typename: 'UserError', code: 'PAGE_NOT_FOUND', message: 'Page not found' },
};

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

  it('renders an editorial page of the content service where the catalogue has no page (seed 001 §2)', async () => {
    await renderInShop(app, {
      path: '/nl-be/onderwijs',
      mocks: [
        resolved('/nl-be/onderwijs', pageNotFound, {
          __typename: 'EditorialPage',
          url: 'onderwijs',
          title: 'Onderwijs',
          body: '<p>Boeken voor <em>scholen</em>.</p><img src=x onerror="alert(1)">',
          canonicalPath: '/nl-be/e/onderwijs',
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onderwijs' })).toBeTruthy();
    expect(screen.getByText('scholen').tagName).toBe('EM');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('shows a load error, not page-not-found, when the content service fails for an unknown path', async () => {
    await renderInShop(app, {
      path: '/nl-be/onderwijs',
      mocks: [
        {
          request: { query: ResolveRouteDocument, variables: resolveRouteVariables('/nl-be/onderwijs', '') },
          result: {
            data: {
              route: { __typename: 'Route', storeCode: 'nl-be', target: pageNotFound, alternates: [] },
              editorialPage: null,
            },
            errors: [{ message: 'The content service could not be reached.', path: ['editorialPage'] }],
          },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).toBeNull();
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
            metaDescription: '',
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
