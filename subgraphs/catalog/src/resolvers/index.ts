import type { Resolvers } from '../generated/graphql';
import { BundleLink } from './BundleLink';
import { BundleOption } from './BundleOption';
import { Category } from './Category';
import { ConfigurableOption } from './ConfigurableOption';
import { ConfigurableVariant } from './ConfigurableVariant';
import { CustomOption } from './CustomOption';
import { CustomOptionValue } from './CustomOptionValue';
import { GroupedItem } from './GroupedItem';
import { Product } from './Product';
import { ProductAttribute } from './ProductAttribute';
import { ProductList } from './ProductList';
import { ProductPrice } from './ProductPrice';
import { Query } from './Query';
import { VariantChoice } from './VariantChoice';
import { AttributeMetadata, AttributeOptionMetadata } from './AttributeMetadata';
import { CmsPage } from './Cms';
import { Aggregation } from './ProductList';
import { CategoryRoute, CmsPageRoute, ProductRoute, Route, RouteNotFound, RouteTarget } from './Route';
import { StoreView } from './StoreView';
import { TaxRate, TaxRule } from './TaxRule';

export const resolvers: Resolvers = { Query, Product, ProductPrice, ProductList, Category };

// Product rules (seed 000 §4, §5): variants, composite products, custom options, attributes.
Object.assign(resolvers, {
  ProductAttribute,
  ConfigurableOption,
  ConfigurableVariant,
  VariantChoice,
  GroupedItem,
  BundleOption,
  BundleLink,
  CustomOption,
  CustomOptionValue,
});

// Listing, search, lookups and url resolution (seed 000 §2, §5, §9).
Object.assign(resolvers, {
  Aggregation,
  CmsPage,
  StoreView,
  TaxRule,
  TaxRate,
  AttributeMetadata,
  AttributeOptionMetadata,
  Route,
  RouteTarget,
  ProductRoute,
  CategoryRoute,
  CmsPageRoute,
  RouteNotFound,
});
