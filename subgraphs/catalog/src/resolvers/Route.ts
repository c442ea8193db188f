import type { RouteResolvers, RouteTargetResolvers } from '../generated/graphql';
import { alternatesOf, type RouteTargetResult } from '../catalogue/routing';

export const Route: RouteResolvers = {
  storeCode: (route) => route.storeView.code,
  // Alternates cost an index query per other store view: only when asked for.
  alternates: (route, _args, context) => alternatesOf(route, context),
};

export const RouteTarget: RouteTargetResolvers = {
  __resolveType: (target) => (target as RouteTargetResult).__typename,
};
