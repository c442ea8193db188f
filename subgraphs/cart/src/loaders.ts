import DataLoader from 'dataloader';
import { taxUserGroupId } from '@shop/pricing';
import type {
  CartTotals,
  CustomerProfile,
  PaymentMethod,
  ProductReview,
  ServerCartItem,
  StockItem,
} from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import { refreshedPrice, type LivePrice } from './domain/priceRefresh';
import type { CommercePlatform, CommerceResult } from './ports/CommercePlatform';
import type { CustomerAccounts } from './ports/CustomerAccounts';

/** seed 000 §7: /api/stock/list is called with skus batched in groups of 15. */
export const STOCK_LIST_BATCH_SIZE = 15;

export type Loaders = ReturnType<typeof createLoaders>;

/** A product as render-list answers it: asked by sku, answered by its platform id. */
export interface LivePriceKey {
  sku: string;
  id: number;
}

export interface LoaderOptions {
  /** Render-list is asked in the store view's currency and store id. */
  storeView: StoreView;
  /**
   * seed 000 §6: set, group tax is active and this is the group of guests (TAX_USER_GROUP_ID); a customer is
   * taxed as their own group. Null: no group tax, no userGroupId sent.
   */
  groupTaxUserGroupId: number | null;
  /** Whether the platform is asked with a customer token (whose group is then read from the profile). */
  isCustomer: boolean;
  /** When the platform answered; tests pin it. */
  clock?: () => Date;
  /** Told every profile the platform answers (seed 001 §4: a profile refresh decides the reading session). */
  onProfile?: (profile: CustomerProfile) => void;
}

/**
 * The DataLoaders of one GraphQL request (never module scope: they cache one user's carts and prices).
 * Stock for n products costs ⌈n/15⌉ calls; live prices of all products of a request cost one render-list
 * call; a cart is pulled and totalled at most once per request until a mutation clears it.
 */
export function createLoaders(
  platform: CommercePlatform,
  accounts: CustomerAccounts,
  { storeView, groupTaxUserGroupId, isCustomer, clock = () => new Date(), onProfile }: LoaderOptions,
) {
  /** GET /api/user/me at most once per request and token. */
  let profile: Promise<CustomerProfile> | null = null;
  const customerProfile = (): Promise<CustomerProfile> =>
    (profile ??= accounts.me().then((answer) => {
      onProfile?.(answer);
      return answer;
    }));
  /** seed 000 §6, §7: the userGroupId render-list is asked with; only read from the profile when group tax is on. */
  const userGroupId = async (): Promise<number | null> =>
    taxUserGroupId(
      groupTaxUserGroupId,
      groupTaxUserGroupId !== null && isCustomer ? (await customerProfile()).group_id : null,
    );
  return {
    customerProfile,
    /** The customer's own cart id (POST /api/cart/create with the token answers it, creating it when there is none). */
    customerCartId: (() => {
      let cartId: Promise<string> | null = null;
      return () => (cartId ??= platform.cartCreate());
    })(),
    /** Forget the profile read in this request: it changed. */
    forgetCustomerProfile: () => {
      profile = null;
    },
    /** The approved reviews of a product, one platform call for every product of a request. */
    reviewsBySku: new DataLoader<string, ProductReview[]>(async (skus) => {
      const reviews = await accounts.reviews(skus);
      return skus.map((sku) => reviews.filter((review) => review.product_sku === sku));
    }),
    /**
     * The live price of a product; null when the platform has no price for it. No maxBatchSize: render-list
     * has no group size (seed 000 §7), so every product of a request goes into one call (the adapter splits
     * only a URL that would be too long). Matched to products by id, as the answer names no skus.
     */
    livePriceBySku: new DataLoader<LivePriceKey, LivePrice | null, string>(
      async (products) => {
        const items = await platform.renderList(
          products.map((product) => product.sku),
          { currencyCode: storeView.currency, storeId: storeView.storeId, userGroupId: await userGroupId() },
        );
        const refreshedAt = clock();
        const byId = new Map(items.map((item) => [item.id, item]));
        return products.map(({ id }) => {
          const item = byId.get(id);
          return item ? refreshedPrice(item, refreshedAt) : null;
        });
      },
      { cacheKeyFn: (product) => product.sku },
    ),
    /** The platform's stock item of a sku; null when the platform does not know the sku. */
    stockBySku: new DataLoader<string, StockItem | null>(
      async (skus) => {
        const items = await platform.stockList(skus);
        const bySku = new Map(items.map((item) => [item.product_sku, item]));
        return skus.map((sku) => bySku.get(sku) ?? null);
      },
      { maxBatchSize: STOCK_LIST_BATCH_SIZE },
    ),
    cartItemsByCartId: perKey<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>>((cartId) =>
      platform.cartPull(cartId),
    ),
    cartTotalsByCartId: perKey<CommerceResult<CartTotals, 'CART_NOT_FOUND'>>((cartId) =>
      platform.cartTotals(cartId),
    ),
    /** GET /api/cart/payment-methods at most once per cart and request (the cart, its steps and the order ask). */
    paymentMethodsByCartId: perKey<CommerceResult<PaymentMethod[], 'CART_NOT_FOUND'>>((cartId) =>
      platform.paymentMethods(cartId),
    ),
  };
}

/** A caching loader over an endpoint that takes one key: one call per key, a failure only fails its key. */
function perKey<V>(load: (key: string) => Promise<V>): DataLoader<string, V> {
  return new DataLoader<string, V>((keys) =>
    Promise.all(
      keys.map((key) =>
        load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
}
