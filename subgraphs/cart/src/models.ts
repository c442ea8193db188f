/**
 * The mapper types: what the resolvers of each GraphQL type receive and pass on (codegen's `mappers`, in
 * codegen.mappers.json). A reference type says what a resolver needs to pull the rest lazily; the others are
 * the domain's or the platform's shapes, named here so that one file lists them all.
 */
import type { CustomerProfile } from '@shop/contracts';
import type { Commerce } from './context';

export type { ProductReview } from '@shop/contracts';
export type { ShopAddress } from './domain/address';
export type { LineStockMessage } from './domain/lineStock';
export type { OrderLineView, OrderView } from './domain/orders';
export type { StockCheckResult } from './domain/stockStatus';
export type { CartLine } from './domain/totals';

/**
 * A cart known to exist, and the platform as the one who may use it sees it (the customer's token for a
 * customer's cart, none for a guest cart); its lines and totals are pulled only when asked for.
 */
export interface CartRef {
  id: string;
  commerce: Commerce;
}

/**
 * A logged-in customer: the commerce platform as their token sees it. The profile is read once per request
 * (GET /api/user/me) and only when a field needs it; a mutation that changed it passes the new one.
 */
export interface CustomerRef {
  commerce: Commerce;
  profile?: CustomerProfile;
}

/** Product is owned by the catalog subgraph; the cart only knows it by its key (and its platform id, @requires). */
export interface ProductRef {
  __typename?: 'Product';
  sku: string;
  /** The platform's product id, sent by the gateway in the representation when livePrice is asked. */
  id?: number;
}
