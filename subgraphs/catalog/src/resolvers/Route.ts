import type {
  CategoryRouteResolvers,
  CmsPageRouteResolvers,
  ProductRouteResolvers,
  RouteNotFoundResolvers,
  RouteResolvers,
  RouteTargetResolvers,
} from '../generated/graphql';
import { alternatesOf, type RouteTargetResult } from '../routing';
import { hintPublicCatalogue } from './cacheHints';

export const Route: RouteResolvers = {
  storeCode: (route) => route.storeView.code,
  target: (route, _args, _context, info) => {
    hintPublicCatalogue(info);
    return route.target;
  },
  // Alternates cost an index query per other store view: only when asked for.
  alternates: (route, _args, context, info) => {
    hintPublicCatalogue(info);
    return alternatesOf(route, context);
  },
};

export const RouteTarget: RouteTargetResolvers = {
  __resolveType: (target) => (target as RouteTargetResult).__typename,
};

export const ProductRoute: ProductRouteResolvers = {
  product: (route, _args, _context, info) => {
    hintPublicCatalogue(info);
    return route.product;
  },
};

export const CategoryRoute: CategoryRouteResolvers = {
  category: (route, _args, _context, info) => {
    hintPublicCatalogue(info);
    return route.category;
  },
};

export const CmsPageRoute: CmsPageRouteResolvers = {
  page: (route, _args, _context, info) => {
    hintPublicCatalogue(info);
    return route.page;
  },
};

export const RouteNotFound: RouteNotFoundResolvers = {
  reason: (route, _args, _context, info) => {
    hintPublicCatalogue(info);
    return route.reason;
  },
};
