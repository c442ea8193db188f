import type { CategoryDocument, ProductDocument } from '@shop/contracts';
import { STORE_CODES, STORE_VIEWS, type StoreCode, type StoreView } from '@shop/store-views';
import type { Context } from '../context';
import {
  PRODUCT_NOT_FOUND,
  lookUpProduct,
  type ProductLookup,
  type ProductLookupError,
} from '../domain/productLookup';
import {
  categoryPath,
  categoryUrlPathsOf,
  cmsPagePath,
  parseShopPath,
  productPath,
  type PathTarget,
} from '../domain/urlResolution';
import { createLoaders, type Loaders } from '../loaders';
import type { PageIdentity, RouteResult } from '../models';
import { findCategoryPage, findCmsPage, findProductPage } from './lookups';
import type { IndexReference } from '../referenceData';

/**
 * URL resolution (seed 000 §2 'Resolution of unknown URLs'): a path of any store view to the product,
 * category or CMS page it shows, a redirect, or not-found, and the same page's path in the other store
 * views. Editorial pages (/e/{slug}) and the translated content pages are the content subgraph's.
 */

export interface RouteAlternate {
  storeCode: StoreCode;
  locale: string;
  path: string;
}

type RouteContext = Pick<
  Context,
  | 'index'
  | 'storeView'
  | 'loaders'
  | 'references'
  | 'catalogSettings'
  | 'audience'
  | 'externalSites'
  | 'logger'
>;

/** seed 000 §8 'Single page failure': the seed's words for a page that is not there. */
export const PAGE_NOT_FOUND = 'Page not found';
const EDITORIAL_PAGE = 'Editorial pages are resolved by the content service';
const HOME_PAGE = 'The home page is the web app’s own route, not a catalogue page';

const notFound = (code: string, message: string): RouteResult['target'] => ({
  __typename: 'RouteNotFound',
  reason: { code, message, field: null },
});

/** The store view's reference data and loaders: the request's own, or new ones for another store view. */
function viewOf(
  context: RouteContext,
  storeView: StoreView,
): { reference: IndexReference; loaders: Loaders } {
  const reference = context.references.of(storeView.index);
  if (storeView.code === context.storeView.code) return { reference, loaders: context.loaders };
  return { reference, loaders: createLoaders(context.index, storeView.index, reference) };
}

/** Resolves a path in the store view of its prefix (else the request's) — the Store header should match it. */
export async function resolveRoute(path: string, context: RouteContext): Promise<RouteResult> {
  const parsed = parseShopPath(path);
  const storeView = parsed.storeCode ? STORE_VIEWS[parsed.storeCode] : context.storeView;
  const { target, page } = await targetOf(parsed.target, storeView, context);
  if (target.__typename === 'RouteNotFound') {
    // seed 000 §2: 'A missing mapping is logged and navigation continues'.
    context.logger.info({ path, store: storeView.code, reason: target.reason.code }, target.reason.message);
  }
  return { storeView, target, page };
}

async function targetOf(
  target: PathTarget,
  storeView: StoreView,
  context: RouteContext,
): Promise<Pick<RouteResult, 'target' | 'page'>> {
  const none = (result: RouteResult['target']) => ({ target: result, page: null });
  switch (target.kind) {
    case 'legacy':
      return none({
        __typename: 'RouteRedirect',
        location: target.location,
        statusCode: 301,
        external: false,
      });
    case 'external':
      return none({
        __typename: 'RouteRedirect',
        location: context.externalSites[target.site],
        statusCode: 301,
        external: true,
      });
    case 'home':
      return none(notFound('NOT_A_CATALOGUE_PAGE', HOME_PAGE));
    case 'editorial':
      return none(notFound('NOT_A_CATALOGUE_PAGE', EDITORIAL_PAGE));
    case 'product': {
      const lookup = await findProductPage(context, storeView, { field: 'sku', value: target.sku });
      return productTarget(lookup, storeView, target.childSku) ?? none(productNotFound(lookup));
    }
    case 'category': {
      const { reference } = viewOf(context, storeView);
      const lookup = findCategoryPage(reference, [
        { urlPath: target.key },
        { slug: target.key },
        { urlKey: target.key },
      ]);
      if ('error' in lookup) return none(notFound('CATEGORY_NOT_FOUND', lookup.error));
      return categoryTarget(lookup.category, storeView);
    }
    case 'urlPath':
      return urlPathTarget(target.urlPath, storeView, context);
  }
}

/** seed 000 §2: 'The path can also be the product's url_path'; categories by url_path; CMS pages by identifier. */
async function urlPathTarget(
  urlPath: string,
  storeView: StoreView,
  context: RouteContext,
): Promise<Pick<RouteResult, 'target' | 'page'>> {
  const product = await findProductPage(context, storeView, { field: 'url_path', value: urlPath });
  const productPage = productTarget(product, storeView, null);
  if (productPage) return productPage;
  if ('error' in product && product.error.code !== 'PRODUCT_NOT_FOUND')
    return { target: productNotFound(product), page: null };
  const { reference, loaders } = viewOf(context, storeView);
  const category = findCategoryPage(
    reference,
    categoryUrlPathsOf(urlPath).map((path) => ({ urlPath: path })),
  );
  if ('category' in category) return categoryTarget(category.category, storeView);
  const cms = await findCmsPage(loaders, urlPath);
  if ('page' in cms) {
    return {
      target: {
        __typename: 'CmsPageRoute',
        page: cms.page,
        canonicalPath: cmsPagePath(storeView.code, cms.page),
      },
      page: { kind: 'cmsPage', id: cms.page.id },
    };
  }
  return { target: notFound('PAGE_NOT_FOUND', PAGE_NOT_FOUND), page: null };
}

/**
 * The product page of a lookup; null when the lookup failed. A hidden child shown as its parent is a
 * 301 to the parent's path with the child as the chosen variant (seed 000 §2: 'A direct visit to a
 * child of a configurable product may be redirected (301 on the server...) to the parent url').
 */
function productTarget(
  lookup: ProductLookup,
  storeView: StoreView,
  childSku: string | null,
): Pick<RouteResult, 'target' | 'page'> | null {
  if ('error' in lookup) return null;
  const { product, child } = lookup;
  if (child) {
    return {
      target: {
        __typename: 'RouteRedirect',
        location: productPath(storeView.code, product, child.sku),
        statusCode: 301,
        external: false,
      },
      page: null,
    };
  }
  const chosen = childSku !== null && isChildOf(product, childSku) ? childSku : null;
  return {
    target: {
      __typename: 'ProductRoute',
      product,
      childSku: chosen,
      canonicalPath: productPath(storeView.code, product, chosen),
    },
    page: { kind: 'product', sku: product.sku, childSku: chosen },
  };
}

function productNotFound(lookup: ProductLookup): RouteResult['target'] {
  const error: ProductLookupError =
    'error' in lookup ? lookup.error : { code: 'PRODUCT_NOT_FOUND', message: PRODUCT_NOT_FOUND };
  return notFound(error.code, error.message);
}

function categoryTarget(
  category: CategoryDocument,
  storeView: StoreView,
): Pick<RouteResult, 'target' | 'page'> {
  return {
    target: { __typename: 'CategoryRoute', category, canonicalPath: categoryPath(storeView.code, category) },
    page: { kind: 'category', id: category.id },
  };
}

function isChildOf(product: ProductDocument, sku: string): boolean {
  return (product.configurable_children ?? []).some((child) => child.sku === sku);
}

/**
 * The page's path in every other store view where it may be shown, matched by what the store views
 * share (sku, category id, CMS page id), so slugs may differ per language. Product and CMS alternates
 * cost one index query per other store view; categories none.
 */
export async function alternatesOf(route: RouteResult, context: RouteContext): Promise<RouteAlternate[]> {
  const { page } = route;
  if (!page) return [];
  const others = STORE_CODES.filter((code) => code !== route.storeView.code).map((code) => STORE_VIEWS[code]);
  const paths = await Promise.all(
    others.map(async (view): Promise<RouteAlternate | null> => {
      const path = await pathIn(view, page, context);
      return path === null ? null : { storeCode: view.code, locale: view.locale, path };
    }),
  );
  return paths.filter((alternate) => alternate !== null);
}

async function pathIn(view: StoreView, page: PageIdentity, context: RouteContext): Promise<string | null> {
  switch (page.kind) {
    case 'product': {
      const [product, audience] = await Promise.all([
        context.loaders.productBySkuIn(view.index).load(page.sku),
        context.audience(),
      ]);
      const lookup = lookUpProduct({ product, parent: null }, context.catalogSettings, audience);
      if ('error' in lookup) return null;
      const childSku =
        page.childSku !== null && isChildOf(lookup.product, page.childSku) ? page.childSku : null;
      return productPath(view.code, lookup.product, childSku);
    }
    case 'category': {
      const category = context.references.of(view.index).categories.byId.get(page.id);
      return category?.is_active && category.url_path ? categoryPath(view.code, category) : null;
    }
    case 'cmsPage': {
      const cmsPage = await context.loaders.cmsPageByIdIn(view.index).load(page.id);
      return cmsPage?.active ? cmsPagePath(view.code, cmsPage) : null;
    }
  }
}
