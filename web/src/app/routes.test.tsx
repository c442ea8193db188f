import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from './routes';

/** A stand-in gateway: answers the layout's and the home page's queries, in the language of the Store header. */
const requests: { operationName: string; store: string | null }[] = [];

/** The operation of a request: public queries come by GET (issue 23: their id and variables in the URL). */
function operationOf(input: RequestInfo | URL, init?: RequestInit) {
  if (init?.body !== undefined && init.body !== null)
    return JSON.parse(String(init.body)) as { operationName: string; variables?: Record<string, unknown> };
  const url = new URL(String(input), 'http://localhost');
  const variables = url.searchParams.get('variables');
  return {
    operationName: url.searchParams.get('operationName') ?? '',
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : undefined,
  };
}

async function gateway(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = operationOf(input, init);
  const store = new Headers(init?.headers).get('Store');
  requests.push({ operationName, store });
  const english = store?.startsWith('en');
  const data: Record<string, unknown> = {
    PrimaryNavigation: { primaryNavigation: [] },
    CategoryMenu: {
      categoryTree: [
        {
          __typename: 'Category',
          id: 10,
          name: english ? 'Picture books' : 'Prentenboeken',
          urlPath: english ? 'picture-books' : 'prentenboeken',
          productCount: 3,
        },
      ],
    },
    CategoryPage: { category: null },
    HomePage: {
      homepage: { __typename: 'Homepage', title: english ? 'Welcome' : 'Welkom', hero: null, sections: [] },
    },
    SinglePage: {
      singlePage: {
        __typename: 'SinglePage',
        page: variables?.page,
        title: english ? 'Terms and conditions' : 'Algemene voorwaarden',
        body: '<p>…</p>',
      },
    },
    // Any other path: neither the catalogue nor the content service has a page there.
    ResolveRoute: {
      route: {
        __typename: 'Route',
        storeCode: store,
        target: {
          __typename: 'RouteNotFound',
          reason: { __typename: 'UserError', code: 'PAGE_NOT_FOUND', message: 'Page not found' },
        },
        alternates: [],
      },
      editorialPage: null,
    },
  };
  return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(() => {
  vi.stubGlobal('fetch', vi.fn(gateway));
  // jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
  vi.stubGlobal('scrollTo', vi.fn());
});
afterAll(() => vi.unstubAllGlobals());

/** The store view's resources load asynchronously (React's `use()`): let React wait for them inside act. */
async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('routes (seed 000 §2)', () => {
  it('sends / to the home of nl-be', async () => {
    const router = await renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl-be/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom' })).toBeTruthy();
  });

  it('replaces an unknown store prefix with nl-be', async () => {
    const router = await renderAt('/fr-fr/c/prentenboeken');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nl-be/c/prentenboeken'));
  });

  it('sends the store view of the prefix as the Store header and shows its language', async () => {
    await renderAt('/en-be/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Picture books' }).getAttribute('href')).toBe(
      '/en-be/c/picture-books',
    );
    expect(screen.getByRole('button', { name: /Cart/ })).toBeTruthy();
    expect(requests.filter((r) => r.operationName === 'HomePage').map((r) => r.store)).toContain('en-be');
    expect(document.documentElement.lang).toBe('en-BE');
  });

  it("shows a static page view (seed 000 §2 terms-and-conditions) from the content service's single page", async () => {
    requests.length = 0;
    await renderAt('/en-be/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(requests.some((r) => r.operationName === 'ResolveRoute')).toBe(false);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href="/en-be/terms-and-conditions"]')).toBeTruthy();
  });

  it('shows the not-found page for an unknown path, inside the shop layout', async () => {
    await renderAt('/nl-be/bestaat/niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/nl-be/');
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
  });
});
