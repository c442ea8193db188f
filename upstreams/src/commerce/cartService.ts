import {
  bundleOptionChoicesOf,
  CUSTOMER_MESSAGES,
  ORDER_MESSAGES,
  type PaymentMethod,
  type ShippingInformationResult,
  type ShippingMethod,
  type CartItemInput,
  type CartTotals,
  type ServerCartItem,
  type TaxRuleDocument,
} from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import { CLASSREADING_BUNDLE_MESSAGE, mixesClassreadingBundle } from '@shop/validation';
import { UpstreamError } from '../shared/envelope';
import type { CartItemRow, CartRepository, CartRow } from './cartRepository';
import { optionKeyOf } from './cartRepository';
import type { CommerceCatalog, SellableProduct } from './catalog';
import { amountInStoreCurrency as storePrice, BASE_CURRENCY } from '@shop/store-views';
import {
  B2B_DISCOUNT_THRESHOLD_EUR,
  bundleChoiceRefusal,
  calendarDate as shopToday,
  effectiveTaxPercent,
  productPriceAmounts,
  taxRateFor,
  userGroupTaxRules,
  type PriceAmounts,
} from '@shop/pricing';
import {
  countryOf,
  isRecord,
  parseShippingInformation,
  PAYMENT_METHODS,
  type ShippingChoice,
} from './domain/checkoutInput';
import { findCoupon, type CartDiscount } from './domain/coupons';
import { chosenShippingMethod, shippingMethodsFor, shippingTaxPercent } from './domain/shippingMethods';
import { stockRejection } from './domain/stockRules';
import { cartTotals, type CompositeExclTax, type TotalsLine } from './domain/totals';
import { MESSAGES } from './messages';
import type { StockRepository } from './stockRepository';

/** Magento answers a failed cart change with a 500 carrying its message (vue-storefront-api passes it on). */
const REJECTED = 500;
const BAD_REQUEST = 400;
const NOT_FOUND = 404;

export interface CartServiceDeps {
  catalog: CommerceCatalog;
  carts: CartRepository;
  stock: StockRepository;
  clock: () => Date;
  /** seed 000 §6: the platform's group tax setting (COMMERCE_USER_GROUP_TAX). */
  userGroupTax: boolean;
  /** seed 000 §6: the B2B discount's rate in percent (COMMERCE_B2B_DISCOUNT_PERCENT). */
  b2bDiscountPercent: number;
}

/**
 * Who asks for a cart: a guest by the cart id, or a customer by their token, who always gets their own
 * active cart whatever cart id the call names (vue-storefront-api's Magento adapter calls carts/mine).
 */
export type CartAccess =
  { kind: 'guest'; cartId: string } | { kind: 'customer'; customerId: number; groupId: number };

/**
 * A cart reached by a call, with the customer group its lines are taxed for (null: every rule applies) and
 * the customer's own group (null for a guest), which the B2B discount goes by.
 */
export interface OpenCart {
  row: CartRow;
  userGroupId: number | null;
  customerGroupId: number | null;
}

/**
 * The guest cart of the commerce platform (seed 000 §7 Cart): lines are validated against the catalogue and
 * the stock when they change, and priced in the store view of the request when they are read.
 */
export class CartService {
  constructor(private readonly deps: CartServiceDeps) {}

  /** A new guest cart, or the customer's active cart (the same id on every call until it is ordered). */
  create(access: CartAccess, storeView: StoreView): string {
    const { carts, clock } = this.deps;
    if (access.kind === 'customer')
      return carts.transaction(() => carts.activeCartOf(access.customerId, storeView.code, clock()).id);
    return carts.create(storeView.code, clock());
  }

  /** Adds a line, increases the line of the same sku and options, or (with item_id) sets a line's qty. */
  update(access: CartAccess, input: unknown, storeView: StoreView): ServerCartItem {
    const cartItem = parseCartItem(input);
    const { carts, stock, catalog, clock } = this.deps;
    return carts.transaction(() => {
      const cart = this.open(access);
      const cartId = cart.row.id;
      const now = clock();
      const existing = cartItem.item_id === undefined ? undefined : carts.item(cartId, cartItem.item_id);
      if (cartItem.item_id !== undefined && !existing)
        throw new UpstreamError(NOT_FOUND, MESSAGES.cartItemNotFound(cartId, cartItem.item_id));
      const sku = existing?.sku ?? cartItem.sku;
      const optionKey = existing?.option_key ?? optionKeyOf(cartItem.product_option);
      const line = existing ?? carts.line(cartId, sku, optionKey);
      const qty = existing ? cartItem.qty : (line?.qty ?? 0) + cartItem.qty;

      const product = catalog.product(storeView.index, sku);
      if (!product) throw new UpstreamError(REJECTED, MESSAGES.productNotFound);
      if (product.needsOptions) throw new UpstreamError(REJECTED, MESSAGES.chooseOptions);
      if (product.status >= 2) throw new UpstreamError(REJECTED, MESSAGES.productNotAvailable);
      if (!existing) this.checkBundleRule(cartId, product, storeView);
      if (!existing) checkBundleChoice(product, cartItem.product_option);
      const stockItem = stock.find(sku);
      const rejection = stockItem ? stockRejection(stockItem, qty) : MESSAGES.productNotAvailable;
      if (rejection) throw new UpstreamError(REJECTED, rejection);

      const row = line
        ? carts.setQty(cartId, line.item_id, qty, now)
        : carts.addItem(cartId, { sku, qty, productOption: cartItem.product_option, optionKey }, now);
      return this.serverItem(row, storeView, shopToday(now), this.taxRules(cart, storeView));
    });
  }

  /**
   * seed 001 §5: a classreading bundle is bought without any other product. Adding one to a cart with other
   * products, or any product to a cart with one, is refused (400 with seed 001 §8's message).
   */
  private checkBundleRule(cartId: string, adding: SellableProduct, storeView: StoreView): void {
    const lines = this.deps.carts.items(cartId).map((row) => ({
      sku: row.sku,
      isClassreadingBundle:
        this.deps.catalog.product(storeView.index, row.sku)?.isClassreadingBundle ?? false,
    }));
    lines.push({ sku: adding.sku, isClassreadingBundle: adding.isClassreadingBundle });
    if (mixesClassreadingBundle(lines)) throw new UpstreamError(BAD_REQUEST, CLASSREADING_BUNDLE_MESSAGE);
  }

  delete(access: CartAccess, input: unknown): true {
    const itemId = parseItemId(input);
    const { carts, clock } = this.deps;
    return carts.transaction(() => {
      const cartId = this.open(access).row.id;
      if (!carts.deleteItem(cartId, itemId, clock()))
        throw new UpstreamError(NOT_FOUND, MESSAGES.cartItemNotFound(cartId, itemId));
      return true as const;
    });
  }

  /**
   * The lines as they are: a line whose product has gone out of stock or been disabled since it was added
   * is still pulled, so the shop can mark it 'Out of the stock!' (seed 000 §4) instead of losing it.
   */
  pull(access: CartAccess, storeView: StoreView): ServerCartItem[] {
    const cart = this.open(access);
    const today = shopToday(this.deps.clock());
    const rules = this.taxRules(cart, storeView);
    return this.deps.carts.items(cart.row.id).map((row) => this.serverItem(row, storeView, today, rules));
  }

  /** POST /api/cart/apply-coupon: true, or 500 when no cart price rule has the code. */
  applyCoupon(access: CartAccess, code: string | undefined): true {
    const { carts, clock } = this.deps;
    return carts.transaction(() => {
      const cart = this.open(access);
      const coupon = code === undefined ? undefined : findCoupon(code);
      if (!coupon) throw new UpstreamError(REJECTED, CUSTOMER_MESSAGES.couponNotValid);
      carts.setCoupon(cart.row.id, coupon.code, clock());
      return true as const;
    });
  }

  /** POST /api/cart/delete-coupon: true, also when the cart had none. */
  deleteCoupon(access: CartAccess): true {
    const { carts, clock } = this.deps;
    return carts.transaction(() => {
      carts.setCoupon(this.open(access).row.id, null, clock());
      return true as const;
    });
  }

  /** GET /api/cart/coupon: the code applied to the cart, or null. */
  coupon(access: CartAccess): string | null {
    return this.open(access).row.coupon_code;
  }

  /** GET /api/cart/totals: with the cart's shipping choice and the B2B discount (seed 000 §6). */
  totals(access: CartAccess, storeView: StoreView): CartTotals {
    return this.checkoutTotals(this.open(access), storeView);
  }

  /** GET /api/cart/payment-methods (the cart must exist). */
  paymentMethods(access: CartAccess): PaymentMethod[] {
    this.open(access);
    return [...PAYMENT_METHODS];
  }

  /** POST /api/cart/shipping-methods `{ address: { country_id } }`: none outside Belgium and the Netherlands. */
  shippingMethods(access: CartAccess, body: unknown, storeView: StoreView): ShippingMethod[] {
    const cart = this.open(access);
    const address = isRecord(body) ? body.address : undefined;
    return this.methodsFor(cart, countryOf(address), storeView);
  }

  /** POST /api/cart/shipping-information: keeps the shipping choice; answers the totals and payment methods. */
  shippingInformation(access: CartAccess, body: unknown, storeView: StoreView): ShippingInformationResult {
    const choice = parseShippingInformation(body);
    const { carts, clock } = this.deps;
    return carts.transaction(() => {
      const cart = this.open(access);
      this.requireShippingMethod(cart, choice, storeView);
      carts.setShipping(cart.row.id, choice, clock());
      const saved = this.open(access);
      return { totals: this.checkoutTotals(saved, storeView), payment_methods: [...PAYMENT_METHODS] };
    });
  }

  /**
   * POST /api/cart/collect-totals `{ methods: { shippingCarrierCode, shippingMethodCode } }`: the totals with
   * that shipping method for the cart's shipping country (kept on the cart), or with the cart's own choice.
   */
  collectTotals(access: CartAccess, body: unknown, storeView: StoreView): CartTotals {
    const methods = isRecord(body) && isRecord(body.methods) ? body.methods : {};
    const carrierCode = typeof methods.shippingCarrierCode === 'string' ? methods.shippingCarrierCode : '';
    const methodCode = typeof methods.shippingMethodCode === 'string' ? methods.shippingMethodCode : '';
    const { carts, clock } = this.deps;
    return carts.transaction(() => {
      const cart = this.open(access);
      const country = cart.row.shipping_country;
      if (!carrierCode || !country) return this.checkoutTotals(cart, storeView);
      const choice = { country, carrierCode, methodCode: methodCode || carrierCode };
      this.requireShippingMethod(cart, choice, storeView);
      carts.setShipping(cart.row.id, choice, clock());
      return this.checkoutTotals(this.open(access), storeView);
    });
  }

  /** The cart an order is placed from (see OrderService), by the same access rules as every cart call. */
  openForOrder(access: CartAccess): OpenCart {
    return this.open(access);
  }

  /** The available shipping method of this choice for the cart, or 400 (Magento's message). */
  requireShippingMethod(cart: OpenCart, choice: ShippingChoice, storeView: StoreView): ShippingMethod {
    const method = chosenShippingMethod(
      this.methodsFor(cart, choice.country, storeView),
      choice.carrierCode,
      choice.methodCode,
    );
    if (!method)
      throw new UpstreamError(
        BAD_REQUEST,
        `${ORDER_MESSAGES.shippingMethodNotAvailable}: ${choice.carrierCode}, ${choice.methodCode}`,
      );
    return method;
  }

  /**
   * The totals of the checkout: the rows and coupon, the shipping charge of the cart's choice (when it still
   * applies) and the B2B discount of the customer's group, all in one place (domain/totals.ts).
   */
  checkoutTotals(cart: OpenCart, storeView: StoreView): CartTotals {
    const lines = this.totalsLines(cart, storeView);
    const currency = { base: BASE_CURRENCY, quote: storeView.currency };
    const discount = discountOf(cart.row.coupon_code, storeView);
    const {
      shipping_country: country,
      shipping_carrier_code: carrier,
      shipping_method_code: method,
    } = cart.row;
    const chosen =
      country && carrier && method
        ? chosenShippingMethod(this.methodsFor(cart, country, storeView, lines), carrier, method)
        : undefined;
    return cartTotals(lines, currency, discount, {
      shipping:
        chosen && country
          ? {
              title: chosen.method_title,
              amountInclTax: chosen.amount,
              taxPercent: shippingTaxPercent(country),
            }
          : undefined,
      b2b: {
        groupId: cart.customerGroupId,
        percent: this.deps.b2bDiscountPercent,
        threshold: storePrice(B2B_DISCOUNT_THRESHOLD_EUR, storeView),
      },
    });
  }

  /**
   * The shipping methods for a country, free shipping measured on the cart after its coupon; `lines` when the
   * caller has priced them already.
   */
  private methodsFor(
    cart: OpenCart,
    country: string,
    storeView: StoreView,
    lines: readonly TotalsLine[] = this.totalsLines(cart, storeView),
  ): ShippingMethod[] {
    const rows = cartTotals(
      lines,
      { base: BASE_CURRENCY, quote: storeView.currency },
      discountOf(cart.row.coupon_code, storeView),
    );
    return shippingMethodsFor({
      countryId: country,
      cartAmount: rows.grand_total,
      toStoreCurrency: (euro) => storePrice(euro, storeView),
    });
  }

  private totalsLines(cart: OpenCart, storeView: StoreView): TotalsLine[] {
    const today = shopToday(this.deps.clock());
    const rules = this.taxRules(cart, storeView);
    return this.deps.carts.items(cart.row.id).map((row): TotalsLine => {
      const product = this.deps.catalog.product(storeView.index, row.sku);
      const line = { item_id: row.item_id, name: product?.name ?? row.sku, qty: row.qty };
      if (!product) return { ...line, unitPriceInclTax: 0, taxPercent: 0 };
      const price = this.priceAmounts(product, storeView, today, rules, row.product_option);
      const unitPriceInclTax = storePrice(price.amounts.final, storeView);
      // seed 000 §5: a composite's parts are each taxed at their own tax class, as the catalogue prices them.
      if (price.composite)
        return {
          ...line,
          unitPriceInclTax,
          taxPercent: effectiveTaxPercent(price.amounts),
          exclTax: compositeExclTax(price.amounts, row.qty, storeView),
        };
      // seed 000 §9: tax is calculated server side with the store's default tax country.
      const taxPercent = taxRateFor(product.tax_class_id, rules, { country: storeView.taxCountry });
      return { ...line, unitPriceInclTax, taxPercent };
    });
  }

  /**
   * The cart a call may reach: a customer's own active cart, or a guest cart by id. A customer's cart named
   * by id without its token answers 401: a cart id alone never opens someone's account cart.
   */
  private open(access: CartAccess): OpenCart {
    const { carts, userGroupTax } = this.deps;
    if (access.kind === 'customer') {
      const row = carts.findActiveCartOf(access.customerId);
      if (!row) throw new UpstreamError(NOT_FOUND, `No such entity with customerId = ${access.customerId}`);
      return { row, userGroupId: userGroupTax ? access.groupId : null, customerGroupId: access.groupId };
    }
    const row = carts.find(access.cartId);
    if (!row) throw new UpstreamError(NOT_FOUND, MESSAGES.cartNotFound(access.cartId));
    if (row.customer_id !== null) throw new UpstreamError(401, CUSTOMER_MESSAGES.consumerNotAuthorized);
    return { row, userGroupId: null, customerGroupId: null };
  }

  /** seed 000 §6: with the group tax setting on, a customer's lines are taxed by their group's rules, as render-list does. */
  private taxRules(cart: OpenCart, storeView: StoreView): readonly TaxRuleDocument[] {
    return userGroupTaxRules(this.deps.catalog.taxRules(storeView.index), cart.userGroupId);
  }

  private serverItem(
    row: CartItemRow,
    storeView: StoreView,
    today: string,
    rules: readonly TaxRuleDocument[],
  ): ServerCartItem {
    const product = this.deps.catalog.product(storeView.index, row.sku);
    const item: ServerCartItem = {
      item_id: row.item_id,
      quote_id: row.cart_id,
      sku: row.sku,
      qty: row.qty,
      name: product?.name ?? row.sku,
      price: product ? this.unitPrice(product, storeView, today, rules, row.product_option) : 0,
      product_type: product?.product_type ?? 'simple',
      extension_attributes: { is_classreading_bundle: product?.isClassreadingBundle ?? false },
    };
    if (row.product_option !== null) item.product_option = JSON.parse(row.product_option) as unknown;
    return item;
  }

  /**
   * The price of one, including tax, in the store view's currency: the catalogue's price (seed 000 §5), so a
   * grouped or bundle product costs the sum of its linked products, by the rule of @shop/pricing the catalog
   * subgraph prices with; its own document price only stands when none of its links can be priced.
   */
  private unitPrice(
    product: SellableProduct,
    storeView: StoreView,
    today: string,
    rules: readonly TaxRuleDocument[],
    productOption: string | null,
  ): number {
    return storePrice(
      this.priceAmounts(product, storeView, today, rules, productOption).amounts.final,
      storeView,
    );
  }

  /** A bundle line is priced from the links its shopper chose (seed 000 §3 product_option, §5). */
  private priceAmounts(
    product: SellableProduct,
    storeView: StoreView,
    today: string,
    rules: readonly TaxRuleDocument[],
    productOption: string | null,
  ) {
    const { catalog } = this.deps;
    const choices =
      productOption === null ? undefined : bundleOptionChoicesOf(JSON.parse(productOption) as unknown);
    return productPriceAmounts(
      { ...product, type_id: product.product_type, ...product.composite },
      catalog.linkedProductsOf(storeView.index, product, choices),
      { taxRules: rules, location: { country: storeView.taxCountry }, today },
      choices,
    );
  }
}

/** The cart's coupon as the totals apply it: a fixed euro amount is converted to the store's currency. */
function discountOf(code: string | null, storeView: StoreView): CartDiscount | undefined {
  const coupon = code === null ? undefined : findCoupon(code);
  if (!coupon) return undefined;
  return {
    code: coupon.code,
    action: coupon.action,
    amount: coupon.action === 'cart_fixed' ? storePrice(coupon.amount, storeView) : coupon.amount,
  };
}

/**
 * A composite line's amounts excl. tax as the catalogue shows them: the euro amounts of @shop/pricing
 * converted and rounded once, the row from the unrounded price times qty (not the rounded price times qty).
 */
function compositeExclTax(amounts: PriceAmounts, qty: number, storeView: StoreView): CompositeExclTax {
  return {
    price: storePrice(amounts.finalExclTax, storeView),
    rowTotal: storePrice(amounts.finalExclTax * qty, storeView),
  };
}

/**
 * Magento refuses a bundle line whose choice misses a required option or names a link its option does not
 * have (500, its message), before anything is written. A bundle without a choice takes its default links.
 */
function checkBundleChoice(product: SellableProduct, productOption: unknown): void {
  const choices = bundleOptionChoicesOf(productOption);
  if (product.product_type !== 'bundle' || !choices) return;
  const refusal = bundleChoiceRefusal(product.composite?.bundle_options ?? [], choices);
  if (refusal?.code === 'BUNDLE_OPTION_REQUIRED')
    throw new UpstreamError(REJECTED, MESSAGES.bundleOptionRequired);
  if (refusal) throw new UpstreamError(REJECTED, MESSAGES.bundleSelectionNotAvailable);
}

type ParsedCartItem = { sku: string; qty: number; item_id?: number; product_option?: unknown };

/** The cartItem body of POST /api/cart/update (CartItemInput); qty must be a positive number. */
function parseCartItem(input: unknown): ParsedCartItem {
  if (!isRecord(input)) throw new UpstreamError(REJECTED, MESSAGES.noCartItem);
  const {
    sku,
    qty,
    item_id: itemId,
    product_option: productOption,
  } = input as Partial<CartItemInput> & Record<string, unknown>;
  const parsedItemId = itemId === undefined || itemId === null ? undefined : Number(itemId);
  if (parsedItemId !== undefined && !Number.isInteger(parsedItemId))
    throw new UpstreamError(NOT_FOUND, `"${String(itemId)}" is not a cart item id`);
  if (parsedItemId === undefined && (typeof sku !== 'string' || sku.trim() === ''))
    throw new UpstreamError(REJECTED, MESSAGES.productNotFound);
  const parsedQty = typeof qty === 'string' ? Number(qty) : qty;
  if (typeof parsedQty !== 'number' || !Number.isFinite(parsedQty) || parsedQty <= 0)
    throw new UpstreamError(REJECTED, MESSAGES.invalidQty);
  return {
    sku: typeof sku === 'string' ? sku.trim() : '',
    qty: parsedQty,
    item_id: parsedItemId,
    product_option: productOption,
  };
}

function parseItemId(input: unknown): number {
  if (!isRecord(input)) throw new UpstreamError(REJECTED, MESSAGES.noCartItem);
  const itemId = Number(input.item_id);
  if (!Number.isInteger(itemId)) throw new UpstreamError(REJECTED, MESSAGES.itemIdRequired);
  return itemId;
}
