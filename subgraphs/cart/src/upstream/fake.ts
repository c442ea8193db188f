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
  ShippingInformationBody,
  ShippingInformationResult,
  ShippingMethod,
  ShippingMethodsAddress,
  ProductRenderInfo,
  ProductRenderPrices,
  ServerCartItem,
  StockItem,
} from '@shop/contracts';
import { COMMERCE_MESSAGES, CUSTOMER_MESSAGES, ORDER_MESSAGES } from '@shop/contracts';
import { CLASSREADING_BUNDLE_MESSAGE, mixesClassreadingBundle, bundleRuleLineOf } from '@shop/validation';
import type {
  CartUpdateFailure,
  CommercePlatform,
  CommerceResult,
  OrderFailure,
  RenderListOptions,
} from '../ports/CommercePlatform';
import {
  FAKE_PAYMENT_METHODS,
  cartNotFound,
  checkoutSegments,
  failure,
  fakeCardPayment,
  fakePaymentDetails,
  fakeShippingMethod,
  fakeShippingMethods,
  placeFakeOrder,
  round,
  shippingMethodNotAvailable,
  type FakeOrderInput,
} from './fakeCheckout';
import { FakeCommerceState, type FakeCustomer, type FixtureProduct } from './fakeState';

export type { FakeCustomer, FixtureProduct };
export { FakeCommerceState };

/** A stock item as the platform answers it, in stock (12); tests change what they need. */
export function stock(productId: number, sku: string, overrides: Partial<StockItem> = {}): StockItem {
  return {
    item_id: productId,
    product_id: productId,
    product_sku: sku,
    stock_id: 1,
    qty: 12,
    is_in_stock: true,
    is_qty_decimal: false,
    manage_stock: true,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    ...overrides,
  };
}

/** Named products for the seed's cases (seed 000 §4, §5). */
export const SKU = {
  inStock: '9789044800001',
  zeroPrice: '9789044800002',
  outOfStock: '9789044800003',
  unmanaged: '9789044800004',
  priceUnknown: '9789044800005',
  maxFive: '9789044800006',
  unknown: '9789044899999',
} as const;

export const PRODUCTS: FixtureProduct[] = [
  { sku: SKU.inStock, name: 'De Gruffalo', price: 14.99, stock: stock(1, SKU.inStock, { qty: 12 }) },
  // seed 000 §5: a price of exactly 0 is allowed.
  { sku: SKU.zeroPrice, name: 'Gratis leesboekje', price: 0, stock: stock(2, SKU.zeroPrice, { qty: 5 }) },
  {
    sku: SKU.outOfStock,
    name: 'Kikker is verliefd',
    price: 12.5,
    stock: stock(3, SKU.outOfStock, { qty: 0, is_in_stock: false }),
  },
  // Unmanaged stock is always ok, whatever the platform's flag says.
  {
    sku: SKU.unmanaged,
    name: 'Nijntje (print on demand)',
    price: 9.95,
    stock: stock(4, SKU.unmanaged, { qty: 0, is_in_stock: false, manage_stock: false }),
  },
  // seed 000 §5: a price_incl_tax below 0 cannot be added.
  { sku: SKU.priceUnknown, name: 'Prijs onbekend', price: -0.01, stock: stock(5, SKU.priceUnknown) },
  {
    sku: SKU.maxFive,
    name: 'Klassenset',
    price: 7.5,
    stock: stock(6, SKU.maxFive, { qty: 100, max_sale_qty: 5 }),
  },
];

/** n more products in stock, for the batching of /api/stock/list (groups of 15). */
export function bulkProducts(n: number): FixtureProduct[] {
  return Array.from({ length: n }, (_, i) => {
    const sku = `97890448${String(10000 + i).padStart(5, '0')}`;
    return { sku, name: `Boek ${i + 1}`, price: 10 + i, stock: stock(100 + i, sku, { qty: i }) };
  });
}

/** Belgian VAT on books, for the fake's totals. */
const BOOK_VAT = 0.06;

/** Coupons the fake platform knows: a code and the percentage it takes off the subtotal. */
export const FAKE_COUPONS: Record<string, number> = { LEESFEEST10: 10, WELKOM20: 20 };

/**
 * A fake of the commerce platform port, backed by fixtures, that behaves like the platform for the cart's
 * cases (Magento's cart rules) and records every call. A view of one token: `as(token)` gives another
 * customer's view of the same platform; with a token, the cart calls act on that customer's own cart
 * (vue-storefront-api's carts/mine), whatever cart id they are given.
 */
export class FakeCommercePlatform implements CommercePlatform {
  readonly state: FakeCommerceState;

  constructor(
    products: FixtureProduct[] | FakeCommerceState = PRODUCTS,
    readonly token: string | null = null,
  ) {
    this.state = products instanceof FakeCommerceState ? products : new FakeCommerceState(products);
  }

  get calls() {
    return this.state.calls;
  }

  get unreachable(): boolean {
    return this.state.unreachable;
  }

  set unreachable(value: boolean) {
    this.state.unreachable = value;
  }

  /** The view of a customer token (or of a guest) of the same platform. */
  as(token: string | null): FakeCommercePlatform {
    return token === this.token ? this : new FakeCommercePlatform(this.state, token);
  }

  /** A cart with these lines, as if a shopper had filled it earlier. */
  seedCart(lines: { sku: string; qty: number; product_option?: unknown }[]): string {
    const cartId = this.state.newCart();
    const items = this.state.carts.get(cartId) ?? [];
    for (const { sku, qty, product_option } of lines) items.push(this.line(cartId, sku, qty, product_option));
    return cartId;
  }

  cartLines(cartId: string): ServerCartItem[] | undefined {
    return this.state.carts.get(cartId)?.map((item) => ({ ...item }));
  }

  async stockList(skus: readonly string[]): Promise<StockItem[]> {
    this.state.reach();
    this.calls.stockList.push([...skus]);
    return skus.flatMap((sku) => {
      const product = this.state.products.get(sku);
      return product ? [{ ...product.stock }] : [];
    });
  }

  /** Like the platform: the known skus, each named by its product id (the stock item's), priced at the fixture price incl. 6% tax. */
  async renderList(skus: readonly string[], options: RenderListOptions): Promise<ProductRenderInfo[]> {
    this.state.reach();
    this.calls.renderList.push({ skus: [...skus], options: { ...options } });
    return [...new Set(skus)].flatMap((sku) => {
      const product = this.state.products.get(sku);
      if (!product) return [];
      const exclTax = Math.round((product.price / (1 + BOOK_VAT)) * 100) / 100;
      return [
        {
          id: product.stock.product_id,
          name: product.name,
          type: 'simple',
          store_id: options.storeId,
          currency_code: options.currencyCode,
          price_info: {
            ...renderPrices(product.price),
            extension_attributes: { tax_adjustments: renderPrices(exclTax) },
          },
        },
      ];
    });
  }

  async cartCreate(): Promise<string> {
    this.state.reach();
    this.calls.cartCreate += 1;
    if (!this.token) return this.state.newCart();
    const customer = this.state.customerOf(this.token);
    customer.cartId ??= this.state.newCart();
    return customer.cartId;
  }

  async cartUpdate(
    cartId: string,
    item: CartItemInput,
  ): Promise<CommerceResult<ServerCartItem, CartUpdateFailure>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.cartUpdate.push({ cartId: id, item: { ...item } });
    const items = this.state.carts.get(id);
    if (!items) return cartNotFound(id);
    const product = this.state.products.get(item.sku);
    if (!product && item.item_id === undefined)
      return failure('PRODUCT_NOT_FOUND', COMMERCE_MESSAGES.productNotFound);
    // Like Magento: with item_id the quantity is set, without it the line of the same sku and options grows.
    const line =
      item.item_id === undefined
        ? items.find((i) => i.sku === item.sku && sameOption(i.product_option, item.product_option))
        : items.find((i) => i.item_id === item.item_id);
    if (item.item_id !== undefined && !line)
      return failure('ITEM_NOT_FOUND', `The ${id} Cart doesn't contain the ${item.item_id} item.`);
    const stockOf = this.state.products.get(line?.sku ?? item.sku)?.stock;
    if (!stockOf) return failure('PRODUCT_NOT_FOUND', COMMERCE_MESSAGES.productNotFound);
    const qty = item.item_id === undefined ? (line?.qty ?? 0) + item.qty : item.qty;
    if (qty > stockOf.max_sale_qty)
      return failure('QTY_NOT_ALLOWED', `The most you may purchase is ${stockOf.max_sale_qty}.`);
    if (stockOf.manage_stock && !stockOf.is_in_stock)
      return failure('PRODUCT_NOT_AVAILABLE', COMMERCE_MESSAGES.productNotAvailable);
    if (stockOf.manage_stock && qty > stockOf.qty)
      return failure('NOT_ENOUGH_STOCK', COMMERCE_MESSAGES.notEnoughStock);
    const productOf = this.state.products.get(line?.sku ?? item.sku);
    const after = [
      ...items.map(bundleRuleLineOf),
      { sku: line?.sku ?? item.sku, isClassreadingBundle: productOf?.isClassreadingBundle === true },
    ];
    if (this.state.checkout.refusesMixedBundles && mixesClassreadingBundle(after))
      return failure('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS', CLASSREADING_BUNDLE_MESSAGE);
    if (line) {
      line.qty = qty;
      return { ok: true, value: { ...line } };
    }
    const added = this.line(id, item.sku, qty, item.product_option);
    items.push(added);
    return { ok: true, value: { ...added } };
  }

  async cartDelete(cartId: string, item: CartItemInput): Promise<CommerceResult<true, 'CART_NOT_FOUND'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.cartDelete.push({ cartId: id, item: { ...item } });
    const items = this.state.carts.get(id);
    if (!items) return cartNotFound(id);
    this.state.carts.set(
      id,
      items.filter((i) => i.item_id !== item.item_id),
    );
    return { ok: true, value: true };
  }

  async cartPull(cartId: string): Promise<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.cartPull.push(id);
    const items = this.state.carts.get(id);
    if (!items) return cartNotFound(id);
    return { ok: true, value: items.map((item) => ({ ...item })) };
  }

  async cartTotals(cartId: string): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.cartTotals.push(id);
    const items = this.state.carts.get(id);
    if (!items) return cartNotFound(id);
    const subtotalInclTax = items.reduce((sum, item) => sum + item.price * item.qty, 0);
    const coupon = this.state.coupons.get(id);
    const discount = coupon ? -round((subtotalInclTax * (FAKE_COUPONS[coupon] ?? 0)) / 100) : 0;
    const checkout = checkoutSegments(this.state, id, subtotalInclTax + discount, this.groupId());
    const grandTotal = round(subtotalInclTax + discount - checkout.b2b + checkout.shipping);
    const tax = grandTotal - grandTotal / (1 + BOOK_VAT);
    return {
      ok: true,
      value: {
        grand_total: grandTotal,
        subtotal: subtotalInclTax - tax,
        subtotal_incl_tax: subtotalInclTax,
        tax_amount: tax,
        discount_amount: discount,
        shipping_incl_tax: checkout.shipping,
        base_currency_code: 'EUR',
        quote_currency_code: 'EUR',
        items_qty: items.reduce((sum, item) => sum + item.qty, 0),
        items: [],
        ...(coupon ? { coupon_code: coupon } : {}),
        total_segments: [
          { code: 'subtotal', title: 'Subtotal', value: subtotalInclTax },
          ...(coupon ? [{ code: 'discount', title: `Discount (${coupon})`, value: discount }] : []),
          ...checkout.segments,
          { code: 'tax', title: 'Tax', value: tax },
          { code: 'grand_total', title: 'Grand Total', value: grandTotal },
        ],
      },
    };
  }

  async applyCoupon(
    cartId: string,
    code: string,
  ): Promise<CommerceResult<true, 'CART_NOT_FOUND' | 'INVALID_COUPON'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.applyCoupon.push({ cartId: id, code });
    if (!this.state.carts.has(id)) return cartNotFound(id);
    if (!(code in FAKE_COUPONS)) return failure('INVALID_COUPON', CUSTOMER_MESSAGES.couponNotValid);
    this.state.coupons.set(id, code);
    return { ok: true, value: true };
  }

  async deleteCoupon(cartId: string): Promise<CommerceResult<true, 'CART_NOT_FOUND'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.deleteCoupon.push(id);
    if (!this.state.carts.has(id)) return cartNotFound(id);
    this.state.coupons.delete(id);
    return { ok: true, value: true };
  }

  async paymentMethods(cartId: string): Promise<CommerceResult<PaymentMethod[], 'CART_NOT_FOUND'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.paymentMethods.push(id);
    if (!this.state.carts.has(id)) return cartNotFound(id);
    return { ok: true, value: FAKE_PAYMENT_METHODS.map((method) => ({ ...method })) };
  }

  async shippingMethods(
    cartId: string,
    address: ShippingMethodsAddress,
  ): Promise<CommerceResult<ShippingMethod[], 'CART_NOT_FOUND' | 'NO_SHIPPING_COUNTRY'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.shippingMethods.push({ cartId: id, address: { ...address } });
    if (!this.state.carts.has(id)) return cartNotFound(id);
    if (!address.country_id) return failure('NO_SHIPPING_COUNTRY', ORDER_MESSAGES.noShippingCountry);
    return { ok: true, value: fakeShippingMethods(address.country_id, this.amountAfterCoupon(id)) };
  }

  async shippingInformation(
    cartId: string,
    body: ShippingInformationBody,
  ): Promise<
    CommerceResult<
      ShippingInformationResult,
      'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE' | 'NO_SHIPPING_COUNTRY'
    >
  > {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.shippingInformation.push({ cartId: id, body: structuredClone(body) });
    if (!this.state.carts.has(id)) return cartNotFound(id);
    const { shippingAddress, shippingCarrierCode, shippingMethodCode } = body.addressInformation;
    if (!shippingAddress.country_id) return failure('NO_SHIPPING_COUNTRY', ORDER_MESSAGES.noShippingCountry);
    const chosen = this.chooseShipping(
      id,
      shippingAddress.country_id,
      shippingCarrierCode,
      shippingMethodCode,
    );
    if (!chosen.ok) return chosen;
    const totals = await this.totalsOf(id);
    return { ok: true, value: { totals, payment_methods: FAKE_PAYMENT_METHODS.map((m) => ({ ...m })) } };
  }

  async collectTotals(
    cartId: string,
    body: CollectTotalsBody,
  ): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND' | 'SHIPPING_METHOD_NOT_AVAILABLE'>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.collectTotals.push({ cartId: id, body: structuredClone(body) });
    if (!this.state.carts.has(id)) return cartNotFound(id);
    const { shippingCarrierCode, shippingMethodCode } = body.methods;
    const country = this.state.checkout.shipping.get(id)?.country;
    if (shippingCarrierCode && country) {
      const chosen = this.chooseShipping(
        id,
        country,
        shippingCarrierCode,
        shippingMethodCode ?? shippingCarrierCode,
      );
      if (!chosen.ok) return chosen;
    }
    return { ok: true, value: await this.totalsOf(id) };
  }

  async placeOrder(
    body: OrderBody,
    idempotencyKey: string,
  ): Promise<CommerceResult<OrderResult, OrderFailure>> {
    this.state.reach();
    this.calls.placeOrder.push({ body: structuredClone(body), idempotencyKey });
    const info = body.addressInformation;
    return this.place({
      cartId: this.cartOf(body.cart_id),
      products: body.products,
      shippingAddress: info.shippingAddress,
      billingAddress: info.billingAddress,
      carrierCode: info.shipping_carrier_code,
      methodCode: info.shipping_method_code,
      paymentMethod: info.payment_method_code,
      email: info.billingAddress.email ?? info.shippingAddress.email ?? '',
      idempotencyKey,
    });
  }

  async paymentInformation(
    cartId: string,
    body: PaymentInformationBody,
    idempotencyKey: string,
  ): Promise<CommerceResult<string, OrderFailure>> {
    this.state.reach();
    const id = this.cartOf(cartId);
    this.calls.paymentInformation.push({ cartId: id, body: structuredClone(body), idempotencyKey });
    const placed = this.place({
      cartId: id,
      products: body.products ?? [],
      shippingAddress: body.shippingAddress,
      billingAddress: body.billingAddress,
      carrierCode: body.shipping_carrier_code ?? '',
      methodCode: body.shipping_method_code ?? '',
      paymentMethod: body.paymentMethod.method,
      email: body.email,
      idempotencyKey,
    });
    if (!placed.ok) return placed;
    const orderId = placed.value.magentoOrderId;
    // The card is charged once per order: the same key answers the first payment.
    if (!this.state.checkout.payments.has(orderId))
      this.state.checkout.payments.set(
        orderId,
        fakeCardPayment(body.paymentMethod.additional_data.stateData),
      );
    return { ok: true, value: orderId };
  }

  async paymentStatus(
    cartId: string,
    orderId: string,
  ): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND'>> {
    this.state.reach();
    this.calls.paymentStatus.push(orderId);
    const payment = this.state.checkout.payments.get(orderId);
    if (!payment) return failure('ORDER_NOT_FOUND', `The order ${orderId} does not exist.`);
    return { ok: true, value: structuredClone(payment) };
  }

  async paymentDetails(
    cartId: string,
    body: PaymentDetailsBody,
  ): Promise<CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND' | 'PAYMENT_DETAILS_REFUSED'>> {
    this.state.reach();
    this.calls.paymentDetails.push({ cartId, body: { ...body } });
    return fakePaymentDetails(this.state, body);
  }

  /** The orders the fake placed, newest last. */
  get placedOrders() {
    return this.state.checkout.orders;
  }

  private place(input: FakeOrderInput): CommerceResult<OrderResult, OrderFailure> {
    const customerEmail = this.token ? this.state.customerOf(this.token).profile.email : null;
    return placeFakeOrder(this.state, input, customerEmail, (id) => this.amountAfterCoupon(id));
  }

  private chooseShipping(
    cartId: string,
    country: string,
    carrierCode: string,
    methodCode: string,
  ): CommerceResult<true, 'SHIPPING_METHOD_NOT_AVAILABLE'> {
    const method = fakeShippingMethod(country, this.amountAfterCoupon(cartId), carrierCode, methodCode);
    if (!method) return shippingMethodNotAvailable(carrierCode, methodCode);
    this.state.checkout.shipping.set(cartId, { country: country.toUpperCase(), carrierCode, methodCode });
    return { ok: true, value: true };
  }

  /** What the cart comes to incl. tax after its coupon (free shipping and the B2B threshold measure it). */
  private amountAfterCoupon(cartId: string): number {
    const items = this.state.carts.get(cartId) ?? [];
    const subtotal = items.reduce((sum, item) => sum + item.price * item.qty, 0);
    const coupon = this.state.coupons.get(cartId);
    return round(subtotal - (coupon ? round((subtotal * (FAKE_COUPONS[coupon] ?? 0)) / 100) : 0));
  }

  private async totalsOf(cartId: string): Promise<CartTotals> {
    const calls = this.calls.cartTotals.length;
    const totals = await this.cartTotals(cartId);
    // Read for an answer of another endpoint: not a call of GET /api/cart/totals.
    this.calls.cartTotals.splice(calls);
    if (!totals.ok) throw new Error(`fake cart ${cartId} is gone`);
    return totals.value;
  }

  private groupId(): number | null {
    return this.token ? this.state.customerOf(this.token).profile.group_id : null;
  }

  /** With a token, the customer's own cart whatever id is sent (carts/mine); a customer's cart without its token is refused. */
  private cartOf(cartId: string): string {
    if (this.token) {
      const customer = this.state.customerOf(this.token);
      customer.cartId ??= this.state.newCart();
      return customer.cartId;
    }
    const owned = [...this.state.customers.values()].some((customer) => customer.cartId === cartId);
    if (owned) this.state.customerOf(null);
    return cartId;
  }

  private line(cartId: string, sku: string, qty: number, productOption?: unknown): ServerCartItem {
    const product = this.state.products.get(sku);
    if (!product) throw new Error(`fixture has no product ${sku}`);
    this.state.lastItemId += 1;
    return {
      item_id: this.state.lastItemId,
      quote_id: cartId,
      sku,
      qty,
      name: product.name,
      price: product.price,
      product_type: product.type ?? (productOption === undefined ? 'simple' : 'configurable'),
      ...(productOption === undefined ? {} : { product_option: productOption }),
      ...(product.isClassreadingBundle ? { extension_attributes: { is_classreading_bundle: true } } : {}),
    };
  }
}

function sameOption(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function renderPrices(amount: number): ProductRenderPrices {
  const formatted = `<span class="price">${amount.toFixed(2)}</span>`;
  return {
    final_price: amount,
    max_price: amount,
    max_regular_price: amount,
    minimal_regular_price: amount,
    special_price: 0,
    minimal_price: amount,
    regular_price: amount,
    formatted_prices: {
      final_price: formatted,
      max_price: formatted,
      max_regular_price: formatted,
      minimal_regular_price: formatted,
      special_price: '<span class="price">0.00</span>',
      minimal_price: formatted,
      regular_price: formatted,
    },
  };
}
