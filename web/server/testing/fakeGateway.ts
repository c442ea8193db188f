import { readFileSync } from 'node:fs';
import express from 'express';
import { buildSchema, graphql } from 'graphql';
import { listen, type RunningService } from '@shop/service';
import { STORE_CODES, STORE_VIEWS, isStoreCode, resolveStoreView, type StoreCode } from '@shop/store-views';

/**
 * A stand-in for the gateway in the web server's tests: the real public schema (schema/api.graphql), so a
 * query the server sends that the API no longer accepts fails here too, over a small catalogue per store
 * view, with a `route(path)` that answers like the catalog subgraph's (product, category, CMS page, the
 * redirect of a hidden child to its parent, not-found, and the same page's path in the other store views).
 * It records each request's operation and Store header, and can be told to fail like a gateway whose
 * catalog subgraph is down, or to answer late.
 */
export interface FakeProduct {
  sku: string;
  name: string;
  slug: string;
  urlPath: string;
  description: string | null;
}

export interface FakeCategory {
  id: number;
  name: string;
  urlPath: string;
}

export interface FakeCmsPage {
  id: number;
  identifier: string;
  title: string;
  metaDescription: string;
  content: string;
}

export interface FakeCatalogue {
  products: Partial<Record<StoreCode, FakeProduct[]>>;
  categories: Partial<Record<StoreCode, FakeCategory[]>>;
  cmsPages: Partial<Record<StoreCode, FakeCmsPage[]>>;
  /** Hidden children, by sku, and the sku of the configurable parent that shows them. */
  parentOf: Record<string, string>;
}

export interface GatewayRequest {
  store: string | undefined;
  requestId: string | undefined;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

export type FakeGatewayMode = 'ok' | 'subgraph-down' | 'slow' | 'http-500';

export interface FakeGateway extends RunningService {
  graphqlUrl: string;
  requests: GatewayRequest[];
  mode: FakeGatewayMode;
}

const schema = buildSchema(readFileSync(new URL('../../../schema/api.graphql', import.meta.url), 'utf8'));

export async function startFakeGateway(catalogue: FakeCatalogue): Promise<FakeGateway> {
  const app = express();
  app.use(express.json());
  app.post('/graphql', async (req, res) => {
    const body = req.body as { query?: string; variables?: Record<string, unknown> };
    fake.requests.push({
      store: req.header('store'),
      requestId: req.header('x-request-id'),
      operationName: /^\s*query\s+(\w+)/.exec(body.query ?? '')?.[1],
      variables: body.variables ?? {},
    });
    if (fake.mode === 'http-500') return res.status(500).send('Internal Server Error');
    if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
    if (fake.mode === 'subgraph-down') {
      // What @apollo/gateway answers when the catalog subgraph cannot be reached: null data and an error.
      return res.json({
        data: null,
        errors: [
          {
            message: 'The catalog service could not be reached.',
            extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'catalog' },
          },
        ],
      });
    }
    const store = resolveStoreView(req.header('store')).code;
    const result = await graphql({
      schema,
      source: body.query ?? '',
      variableValues: body.variables ?? {},
      rootValue: { route: ({ path }: { path: string }) => routeOf(catalogue, store, path) },
    });
    return res.json(result);
  });
  const service = await listen(app, { name: 'fake gateway', port: 0, portVariable: 'GATEWAY_PORT' });
  const fake: FakeGateway = { ...service, graphqlUrl: `${service.url}/graphql`, requests: [], mode: 'ok' };
  return fake;
}

type Page =
  | { type: 'product'; product: FakeProduct }
  | { type: 'category'; category: FakeCategory }
  | { type: 'cmsPage'; page: FakeCmsPage };

const productPath = (code: StoreCode, p: FakeProduct) => `/${code}/p/${p.sku}/${p.slug}`;
const categoryPath = (code: StoreCode, c: FakeCategory) => `/${code}/c/${c.urlPath}`;
const cmsPagePath = (code: StoreCode, p: FakeCmsPage) => `/${code}/${p.identifier}`;

function routeOf(catalogue: FakeCatalogue, requestStore: StoreCode, path: string) {
  const [first = '', ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
  const store = isStoreCode(first) ? first : requestStore;
  const products = catalogue.products[store] ?? [];
  const categories = catalogue.categories[store] ?? [];
  const none = (target: Record<string, unknown>) => ({ target, alternates: [] });
  let page: Page | undefined;
  if (rest[0] === 'p' && rest[1]) {
    const parentSku = catalogue.parentOf[rest[1]];
    const parent = parentSku && products.find((p) => p.sku === parentSku);
    if (parent) {
      return none({
        __typename: 'RouteRedirect',
        location: `${productPath(store, parent)}/${rest[1]}`,
        statusCode: 301,
        external: false,
      });
    }
    const product = products.find((p) => p.sku === rest[1]);
    page = product && { type: 'product', product };
  } else if (rest[0] === 'c') {
    const category = categories.find((c) => c.urlPath === rest.slice(1).join('/'));
    page = category && { type: 'category', category };
  } else {
    const urlPath = rest.join('/');
    const product = products.find((p) => p.urlPath === urlPath);
    const category = categories.find((c) => c.urlPath === urlPath);
    const cmsPage = catalogue.cmsPages[store]?.find((p) => p.identifier === urlPath);
    if (product) page = { type: 'product', product };
    else if (category) page = { type: 'category', category };
    else if (cmsPage) page = { type: 'cmsPage', page: cmsPage };
  }
  if (!page) {
    return none({
      __typename: 'RouteNotFound',
      reason: { code: 'PAGE_NOT_FOUND', message: 'Page not found', field: null },
    });
  }
  const pathIn = (code: StoreCode): string | undefined => {
    switch (page.type) {
      case 'product': {
        const same = catalogue.products[code]?.find((p) => p.sku === page.product.sku);
        return same && productPath(code, same);
      }
      case 'category': {
        const same = catalogue.categories[code]?.find((c) => c.id === page.category.id);
        return same && categoryPath(code, same);
      }
      case 'cmsPage': {
        const same = catalogue.cmsPages[code]?.find((p) => p.id === page.page.id);
        return same && cmsPagePath(code, same);
      }
    }
  };
  const alternates = STORE_CODES.filter((code) => code !== store).flatMap((code) => {
    const other = pathIn(code);
    return other === undefined ? [] : [{ storeCode: code, locale: STORE_VIEWS[code].locale, path: other }];
  });
  const canonicalPath = pathIn(store);
  switch (page.type) {
    case 'product':
      return { target: { __typename: 'ProductRoute', product: page.product, canonicalPath }, alternates };
    case 'category':
      return { target: { __typename: 'CategoryRoute', category: page.category, canonicalPath }, alternates };
    case 'cmsPage':
      return { target: { __typename: 'CmsPageRoute', page: page.page, canonicalPath }, alternates };
  }
}
