import type {
  CartItemInput,
  CartTotals,
  CollectTotalsBody,
  OrderBody,
  OrderResult,
  PaymentDetailsBody,
  PaymentInformationBody,
  PaymentMethod,
  PaymentStatus,
  ProductRenderInfo,
  ServerCartItem,
  ShippingInformationBody,
  ShippingInformationResult,
  ShippingMethod,
  ShippingMethodsAddress,
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
  cartUpdate(cartId: string, item: CartItemInput): Promise<CommerceResult<ServerCartItem, CartUpdateFailure>>;
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

  /** GET /api/cart/payment-methods: the platform's payment methods for the cart, in its order. */
  paymentMethods(cartId: string): Promise<CommerceResult<PaymentMethod[], 'CART_NOT_FOUND'>>;
  /** POST /api/cart/shipping-methods: the shipping methods for an address (unavailable ones included). */
  shippingMethods(
    cartId: string,
    address: ShippingMethodsAddress,
  ): Promise<CommerceResult<ShippingMethod[], 'CART_NOT_FOUND' | 'NO_SHIPPING_COUNTRY'>>;
  /** POST /api/cart/shipping-information: keeps the shipping choice; answers the totals and payment methods. */
  shippingInformation(
    cartId: string,
    body: ShippingInformationBody,
  ): Promise<
    CommerceResult<
      ShippingInformationResult,
      'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE' | 'NO_SHIPPING_COUNTRY'
    >
  >;
  /** POST /api/cart/collect-totals: the totals with the chosen methods. */
  collectTotals(
    cartId: string,
    body: CollectTotalsBody,
  ): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE'>>;
  /**
   * POST /api/order with the `Idempotency-Key` header: the order of the cart, checked again by the platform.
   * The same key (or the same cart) answers the first order.
   */
  placeOrder(body: OrderBody, idempotencyKey: string): Promise<CommerceResult<OrderResult, OrderFailure>>;
  /**
   * The card payment extension's POST payment-information with the `Idempotency-Key` header: places the
   * order of the cart and starts the card payment; answers the order id. The same key answers the same order.
   */
  paymentInformation(
    cartId: string,
    body: PaymentInformationBody,
    idempotencyKey: string,
  ): Promise<CommerceResult<string, OrderFailure>>;
  /** The card payment extension's GET payment/status/{orderId}. */
  paymentStatus(cartId: string, orderId: string): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND'>>;
  /** The card payment extension's POST payment/fingerprint: the 3DS2 or redirect details of the shopper's action. */
  paymentDetails(
    cartId: string,
    body: PaymentDetailsBody,
  ): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND' | 'PAYMENT_DETAILS_REFUSED'>>;
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
  | 'ITEM_NOT_FOUND'
  /** seed 001 §5: a classreading bundle with any other product ('Classreading bundles should be...'). */
  | 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'
  /** A bundle line without a product for a required option (Magento: 'Please specify product option(s).'). */
  | 'BUNDLE_OPTION_REQUIRED'
  /** A bundle line naming a link its option does not have. */
  | 'BUNDLE_SELECTION_NOT_AVAILABLE'
  /** The checkout's refusals (ORDER_MESSAGES). */
  | 'EMPTY_CART'
  | 'CART_CHANGED'
  | 'SHIPPING_METHOD_NOT_AVAILABLE'
  | 'NO_SHIPPING_COUNTRY'
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  /** Any other 400 of an order call, with the platform's message (a missing address field...). */
  | 'ORDER_REFUSED'
  /** An order id the card payment extension does not know. */
  | 'ORDER_NOT_FOUND'
  /** 3DS2 or redirect details the card payment extension did not accept. */
  | 'PAYMENT_DETAILS_REFUSED';

/** What a cart line change can be refused for (Magento's cart rules and seed 001 §5's bundle rule). */
export type CartUpdateFailure =
  | 'CART_NOT_FOUND'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'NOT_ENOUGH_STOCK'
  | 'QTY_NOT_ALLOWED'
  | 'ITEM_NOT_FOUND'
  | 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'
  | 'BUNDLE_OPTION_REQUIRED'
  | 'BUNDLE_SELECTION_NOT_AVAILABLE';

/** What placing an order can be refused for: the platform checks the cart, stock, prices and methods again. */
export type OrderFailure =
  | 'CART_NOT_FOUND'
  | 'EMPTY_CART'
  | 'CART_CHANGED'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'NOT_ENOUGH_STOCK'
  | 'SHIPPING_METHOD_NOT_AVAILABLE'
  | 'NO_SHIPPING_COUNTRY'
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  | 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS'
  | 'ORDER_REFUSED';

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
