import type { Resolvers } from '../generated/graphql';
import { AttributeMetadata, AttributeOptionMetadata } from './AttributeMetadata';
import { Author } from './Author';
import { BundleLink } from './BundleLink';
import { BundleOption } from './BundleOption';
import { Category } from './Category';
import { CmsPage } from './Cms';
import { ConfigurableVariant } from './ConfigurableVariant';
import { CustomOption } from './CustomOption';
import { CustomOptionValue } from './CustomOptionValue';
import { GroupedItem } from './GroupedItem';
import { Product } from './Product';
import { ProductContributor } from './ProductContributor';
import { Query } from './Query';
import { ProductRoute, Route, RouteTarget } from './Route';
import { StoreView } from './StoreView';
import { TaxRate, TaxRule } from './TaxRule';

/**
 * The catalog subgraph's resolver map. Types whose fields all read the parent's property of the same name
 * (ProductList, ProductPrice, VariantChoice, the route targets...) need none: GraphQL's default resolver
 * does it. Cache hints are in schema.graphql, not here.
 */
export const resolvers: Resolvers = {
  Query,
  Product,
  ProductContributor,
  // The content subgraph's authors, with their books.
  Author,
  Category,
  // Product rules (seed 000 §4, §5): variants, composite products, custom options.
  ConfigurableVariant,
  GroupedItem,
  BundleOption,
  BundleLink,
  CustomOption,
  CustomOptionValue,
  // Listing, search, lookups and url resolution (seed 000 §2, §5, §9).
  CmsPage,
  StoreView,
  TaxRule,
  TaxRate,
  AttributeMetadata,
  AttributeOptionMetadata,
  Route,
  RouteTarget,
  ProductRoute,
};
