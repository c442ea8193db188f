import type {
  CartItemInput,
  CartTotals,
  ProductRenderInfo,
  ServerCartItem,
  StockItem,
} from '@shop/contracts';

/**
 * The port to the commerce platform, named after the vue-storefront-api endpoints it speaks (seed 000 §7
 * 'Cart', 'Stock', 'Price refresh'). Business answers the shop reacts to come back as typed failures; anything unexpected
 * (platform down, malformed answer, an unknown failure) is thrown by the adapter as a GraphQLError.
 */
export interface CommercePlatform {
  /** GET /api/stock/list?skus=a,b,c: the stock items the platform knows among `skus` (the caller batches by 15). */
  stockList(skus: readonly string[]): Promise<StockItem[]>;
  /**
   * GET /api/product/render-list: today's prices of the products the platform prices among `skus`, each
   * named by its platform id (the answer carries no sku). All skus in one call, however many (the adapter
   * splits only where a URL would grow too long).
   */
  renderList(skus: readonly string[], options: RenderListOptions): Promise<ProductRenderInfo[]>;
  /** POST /api/cart/create: the id of a new cart (guest cart token, or the customer's cart). */
  cartCreate(): Promise<string>;
  /** POST /api/cart/update: sets the quantity of a line (a new line when `item_id` is absent). */
  cartUpdate(cartId: string, item: CartItemInput): Promise<CommerceResult<ServerCartItem>>;
  /** POST /api/cart/delete: removes a line. */
  cartDelete(cartId: string, item: CartItemInput): Promise<CommerceResult<true, 'CART_NOT_FOUND'>>;
  /** GET /api/cart/pull: the lines of a cart. */
  cartPull(cartId: string): Promise<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>>;
  /** GET /api/cart/totals: the platform's totals of a cart. */
  cartTotals(cartId: string): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND'>>;
  /** POST /api/cart/apply-coupon?coupon=: applies a coupon code to the cart. */
  applyCoupon(
    cartId: string,
    code: string,
  ): Promise<CommerceResult<true, 'CART_NOT_FOUND' | 'INVALID_COUPON'>>;
  /** POST /api/cart/delete-coupon: removes the cart's coupon. */
  deleteCoupon(cartId: string): Promise<CommerceResult<true, 'CART_NOT_FOUND'>>;
}

/** Builds the port for one request: it carries the request id, the store code and the customer's token. */
export type CommercePlatformFactory = (request: {
  requestId: string;
  storeCode: string;
  customerToken: string | null;
}) => CommercePlatform;

/** Business answers of the platform (COMMERCE_MESSAGES and Magento's quantity rules) the cart turns into userErrors or null. */
export type CommerceFailure =
  | 'CART_NOT_FOUND'
  | 'PRODUCT_NOT_FOUND'
  /** Managed stock out of stock, or a disabled product. */
  | 'PRODUCT_NOT_AVAILABLE'
  /** More than the quantity in stock. */
  | 'NOT_ENOUGH_STOCK'
  /** Outside the product's sale quantities (fewest, most, decimals); the message names the limit. */
  | 'QTY_NOT_ALLOWED'
  /** A coupon code the platform does not know. */
  | 'INVALID_COUPON'
  /** A cart line id the cart does not have. */
  | 'ITEM_NOT_FOUND';

export type CommerceResult<T, F extends CommerceFailure = CommerceFailure> =
  | { ok: true; value: T }
  /** `message` is the platform's own wording. */
  | { ok: false; failure: F; message: string };

/** The query of a render-list call besides the skus (seed 000 §7 'Price refresh'). */
export interface RenderListOptions {
  currencyCode: string;
  storeId: number;
  /** seed 000 §6, §7: sent only when group tax is active. */
  userGroupId?: number | null;
}
