import type { ProductRouteResolvers, RouteResolvers, RouteTargetResolvers } from '../generated/graphql';
import { variantChoiceOf } from './variantChoice';
import type { RouteTargetResult } from '../models';
import { alternatesOf } from '../useCases/routing';

export const Route: RouteResolvers = {
  storeCode: (route) => route.storeView.code,
  // Alternates cost an index query per other store view: only when asked for.
  alternates: (route, _args, context) => alternatesOf(route, context),
};

export const RouteTarget: RouteTargetResolvers = {
  __resolveType: (target) => (target as RouteTargetResult).__typename,
};

export const ProductRoute: ProductRouteResolvers = {
  // The page's variant in the same answer as its product: a product page is one query.
  variant: (route, _args, context) => variantChoiceOf(route.product, { sku: route.childSku }, context),
};
