/**
 * The mapper types: what the resolvers of each GraphQL type receive and pass on (codegen's `mappers`, in
 * codegen.mappers.json). Most are the index's documents as Vue Storefront stores them; the others are shapes
 * of the domain and of the use cases, named here so that one file lists them all.
 */
import type { CategoryDocument, CmsPageDocument, ProductDocument } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import type { Facet } from './domain/facets';
import type { Paging } from './domain/paging';
import type { ListingSort } from './domain/sort';

export type {
  AttributeDocument,
  AttributeOption,
  BundleOption as BundleOptionDocument,
  BundleOptionLink,
  CategoryDocument,
  CmsBlockDocument,
  CmsPageDocument,
  ProductDocument,
  ProductLink,
  TaxRate as TaxRateDocument,
  TaxRuleDocument,
} from '@shop/contracts';
export type { StoreView as StoreViewModel } from '@shop/store-views';
export type { VariantOfProduct } from './domain/configurableOptions';
export type { CustomOptionValueView, CustomOptionView } from './domain/customOptions';
export type { ProductContributor as ProductContributorView } from './domain/productContributors';

/**
 * An author as the catalog knows one: its key, and the book skus the gateway adds (from the content subgraph)
 * when `books` is asked. A product's contributor points to an author with the key alone.
 */
export interface AuthorReference {
  slug: string;
  bookSkus?: string[] | null;
}

export interface ListingUserError {
  code: string;
  message: string;
  field: string | null;
}

/** A page of products with what a filter UI needs; the parent object of ProductList. */
export interface ProductListing {
  items: ProductDocument[];
  total: number;
  paging: Paging;
  sort: ListingSort;
  aggregations: Facet[];
  userErrors: ListingUserError[];
  /** 'Did you mean …?' for a search term (domain/didYouMean.ts); null without one. */
  suggestion: string | null;
}

export interface RouteUserError {
  code: string;
  message: string;
  field: string | null;
}

export type RouteTargetResult =
  | { __typename: 'ProductRoute'; product: ProductDocument; childSku: string | null; canonicalPath: string }
  | { __typename: 'CategoryRoute'; category: CategoryDocument; canonicalPath: string }
  | { __typename: 'CmsPageRoute'; page: CmsPageDocument; canonicalPath: string }
  | { __typename: 'RouteRedirect'; location: string; statusCode: number; external: boolean }
  | { __typename: 'RouteNotFound'; reason: RouteUserError };

/** A product page's target: the parent the route's resolvers receive (ProductRoute). */
export type ProductRouteTarget = Extract<RouteTargetResult, { __typename: 'ProductRoute' }>;

/** What the page is, in terms every store view shares: sku, category id, CMS page id. */
export type PageIdentity =
  | { kind: 'product'; sku: string; childSku: string | null }
  | { kind: 'category'; id: number }
  | { kind: 'cmsPage'; id: number };

export interface RouteResult {
  storeView: StoreView;
  target: RouteTargetResult;
  /** Null for redirects and not-found: they have no alternates. */
  page: PageIdentity | null;
}
