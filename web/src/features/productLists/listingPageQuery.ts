import type { ProductListingPageKind } from '@/shared/graphql/types.generated';

/** The variables of a product listing page (the route's handle asks the same). */
export function productListingPageVariables(kind: ProductListingPageKind) {
  return { kind };
}
