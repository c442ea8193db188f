import { ORDER_MESSAGES, type OrderResult } from '@shop/contracts';
import type { BankAccount } from '@shop/pricing';
import { roundToCents, type StoreView } from '@shop/store-views';
import { CLASSREADING_BUNDLE_MESSAGE, bundleRuleLineOf, mixesClassreadingBundle } from '@shop/validation';
import { UpstreamError } from '../../shared/envelope';
import type { OrderRepository } from '../accounts/orderRepository';
import type { CartItemRow, CartRepository } from '../cartRepository';
import type { CartAccess, CartService, OpenCart } from '../cartService';
import { isRecord, parseOrderBody, type OrderInput } from '../domain/checkoutInput';
import { matchesCart } from '../domain/orderProducts';
import { stockRejection } from '../domain/stockRules';
import type { Mail, Outbox } from '../mail/outbox';
import { MESSAGES } from '../messages';
import type { StockRepository } from '../stockRepository';
import { magentoTimestamp } from '../timestamps';
import { orderConfirmationMail } from './confirmationMail';

/** A refused order is a 400 with Magento's message; nothing is written. */
const REFUSED = 400;

export interface OrderServiceDeps {
  carts: CartService;
  cartRows: CartRepository;
  orders: OrderRepository;
  stock: StockRepository;
  outbox: Outbox;
  clock: () => Date;
  /** The sender of the order confirmation mail. */
  shopEmail: string;
  /** The account the mail of a bank-transfer order asks to pay into. */
  bankAccount: BankAccount;
}

/** Who places an order: a guest by the body's cart id, or a customer by token (their own cart). */
export type OrderAccess =
  { kind: 'guest' } | { kind: 'customer'; customerId: number; groupId: number; email: string };

/** How an order is placed: POST /api/order's defaults, or a card payment's. */
export interface PlaceOptions {
  /** The new order's status: 'pending', or 'pending_payment' while its card payment runs. */
  status?: string;
  /** Keep the confirmation mail back (a card order's goes out once the card is authorised). */
  holdConfirmation?: boolean;
}

/** The order a call answers; `placedNow` when this call placed it (not an earlier one). */
export interface Placement {
  order: OrderResult;
  placedNow?: {
    cartId: string;
    /** The cart's lines as they were ordered, to give them back if the order is cancelled. */
    cartLines: CartItemRow[];
    heldMail?: Mail;
  };
}

/**
 * POST /api/order (seed 000 §7 Orders): the order of the server cart, checked again on the server. A cart
 * is ordered once, and an idempotency key names one order: sent again, either answers the first order.
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  place(
    access: OrderAccess,
    body: unknown,
    idempotencyKey: string | null,
    storeView: StoreView,
  ): OrderResult {
    return this.placeOnce(access, body, idempotencyKey, storeView).order;
  }

  /** The same, telling whether this call placed the order, for a payment that must start once. */
  placeOnce(
    access: OrderAccess,
    body: unknown,
    idempotencyKey: string | null,
    storeView: StoreView,
    options: PlaceOptions = {},
  ): Placement {
    const { cartRows, orders } = this.deps;
    return cartRows.transaction((): Placement => {
      const byKey = idempotencyKey ? orders.placedWithKey(idempotencyKey) : undefined;
      if (byKey) return { order: byKey };
      // The cart's order answers a call sent again, before its body is read (it may name the cart only).
      const bodyCartId = isRecord(body) && typeof body.cart_id === 'string' ? body.cart_id.trim() : '';
      const ordered = bodyCartId ? orders.placedFromCart(bodyCartId) : undefined;
      if (ordered) return { order: ordered };
      const input = parseOrderBody(body);
      // A customer orders their own cart, whatever the body names; a guest the body's cart.
      const cartAccess: CartAccess =
        access.kind === 'customer' ? access : { kind: 'guest', cartId: input.cartId };
      const cart = this.deps.carts.openForOrder(cartAccess);
      const byCart = orders.placedFromCart(cart.row.id);
      if (byCart) return { order: byCart };
      return this.placeNew(cart, cartAccess, access, input, idempotencyKey, storeView, options);
    });
  }

  private placeNew(
    cart: OpenCart,
    cartAccess: CartAccess,
    access: OrderAccess,
    input: OrderInput,
    idempotencyKey: string | null,
    storeView: StoreView,
    options: PlaceOptions,
  ): Placement {
    const { carts, cartRows, orders, stock, outbox, clock } = this.deps;
    const now = clock();
    const lines = carts.pull(cartAccess, storeView);
    if (lines.length === 0) throw new UpstreamError(REFUSED, ORDER_MESSAGES.emptyCart);
    if (mixesClassreadingBundle(lines.map(bundleRuleLineOf)))
      throw new UpstreamError(REFUSED, CLASSREADING_BUNDLE_MESSAGE);
    if (!matchesCart(input.products, lines)) throw new UpstreamError(REFUSED, ORDER_MESSAGES.cartChanged);
    for (const line of lines) {
      const item = stock.find(line.sku);
      const rejection = item ? stockRejection(item, line.qty) : MESSAGES.productNotAvailable;
      if (rejection) throw new UpstreamError(REFUSED, rejection);
    }
    const choice = {
      country: input.shippingAddress.country_id,
      carrierCode: input.shippingCarrierCode,
      methodCode: input.shippingMethodCode,
    };
    const shipping = carts.requireShippingMethod(cart, choice, storeView);
    cartRows.setShipping(cart.row.id, choice, now);
    const totals = carts.checkoutTotals(carts.openForOrder(cartAccess), storeView);
    const b2b = -(totals.total_segments.find((segment) => segment.code === 'b2b_discount')?.value ?? 0);
    const email =
      access.kind === 'customer'
        ? access.email
        : (input.billingAddress.email ?? input.shippingAddress.email ?? '');
    if (!email) throw new UpstreamError(REFUSED, 'The order needs the email address of the shopper.');
    const placed = orders.insert({
      status: options.status,
      cartId: cart.row.id,
      idempotencyKey,
      customerId: access.kind === 'customer' ? access.customerId : null,
      customerEmail: email,
      storeCode: storeView.code,
      couponCode: cart.row.coupon_code,
      currency: storeView.currency,
      subtotalInclTax: totals.subtotal_incl_tax,
      taxAmount: totals.tax_amount,
      discountAmount: roundToCents(totals.discount_amount - b2b),
      b2bDiscountAmount: b2b,
      shippingInclTax: totals.shipping_incl_tax,
      grandTotal: totals.grand_total,
      shippingMethod: `${shipping.carrier_code}_${shipping.method_code}`,
      paymentMethod: input.paymentMethodCode,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      createdAt: magentoTimestamp(now),
      lines: lines.map((line) => ({
        sku: line.sku,
        name: line.name,
        qty_ordered: line.qty,
        price_incl_tax: line.price,
        row_total_incl_tax: roundToCents(line.price * line.qty),
        ...(line.product_option === undefined ? {} : { product_option: line.product_option }),
      })),
    });
    for (const line of lines) stock.decrement(line.sku, line.qty);
    const cartLines = cartRows.items(cart.row.id);
    cartRows.closeOrdered(cart.row.id, now);
    const mail = orderConfirmationMail({
      from: this.deps.shopEmail,
      to: email,
      orderNumber: placed.backendOrderId,
      placedAt: now,
      totals,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      shippingMethod: shipping.carrier_title,
      paymentMethodCode: input.paymentMethodCode,
      bankAccount: this.deps.bankAccount,
      storeView,
    });
    if (options.holdConfirmation)
      return { order: placed, placedNow: { cartId: cart.row.id, cartLines, heldMail: mail } };
    outbox.send(mail, now);
    return { order: placed, placedNow: { cartId: cart.row.id, cartLines } };
  }
}
