import { createHash } from 'node:crypto';
import {
  CARD_ORDER_STATUS,
  CUSTOMER_MESSAGES,
  type AdyenPaymentMethod,
  type OrderAddress,
  type PaymentStatus,
  type ShippingInformationResult,
  type VaultCard,
} from '@shop/contracts';
import type { Logger } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import { UpstreamError } from '../../shared/envelope';
import type { OrderRepository, PaymentOrderRow } from '../accounts/orderRepository';
import type { CartRepository } from '../cartRepository';
import type { CartService } from '../cartService';
import { isRecord } from '../domain/checkoutInput';
import type { Outbox } from '../mail/outbox';
import type { OrderService } from '../orders/orderService';
import type { StockRepository } from '../stockRepository';
import type { CardPayment, CardPaymentRepository } from './cardPaymentRepository';
import type { CardProcessor, MinorAmount } from './cardProcessor';
import {
  readDetailsPayload,
  readPaymentInformation,
  type PaymentInformation,
} from './domain/paymentInformation';
import {
  isFinalResultCode,
  orderStatusAfterPayment,
  paymentStatusOf,
  type PaymentAnswer,
} from './domain/paymentStatus';
import { checkedReturnUrl } from './domain/returnUrl';
import type { CardStateData } from './domain/stateData';
import { SAVED_CARDS_ENABLED, vaultCards } from './domain/vault';

const BAD_REQUEST = 400;
const NOT_FOUND = 404;

export interface CardPaymentServiceDeps {
  carts: CartService;
  cartRows: CartRepository;
  orders: OrderService;
  orderRows: OrderRepository;
  payments: CardPaymentRepository;
  stock: StockRepository;
  outbox: Outbox;
  processor: CardProcessor;
  clock: () => Date;
  /** The shop's origin (SHOP_URL): the only place a payment may return to. */
  shopUrl: string;
  logger: Logger;
}

/**
 * Who calls the extension: a guest by cart id, or a customer by token (as every cart call). It is the
 * CartAccess and the OrderAccess of the calls it makes, so it is passed to them as it is.
 */
export type PaymentAccess =
  | { kind: 'guest'; cartId: string }
  | { kind: 'customer'; customerId: number; groupId: number; email: string; cartId?: string };

/** Adyen's amounts are in minor units; EUR and USD have two decimals. */
const minorAmount = (currency: string, amount: number): MinorAmount => ({
  currency,
  value: Math.round(amount * 100),
});

/**
 * The card payment extension (seed 000 §7 'Card payment extension'): it places the cart's order through the
 * OrderService and starts exactly one payment for it with the CardProcessor; the payment's answers move the
 * order ('pending_payment' → 'processing' or 'canceled'), and a cancelled order gives the shopper their cart back.
 */
export class CardPaymentService {
  constructor(private readonly deps: CardPaymentServiceDeps) {}

  /** POST shipping-details: the shipping information of the cart, answered as POST /api/cart/shipping-information. */
  shippingDetails(access: PaymentAccess, body: unknown, storeView: StoreView): ShippingInformationResult {
    const details = isRecord(body) ? body.shippingDetails : undefined;
    if (!isRecord(details))
      throw new UpstreamError(BAD_REQUEST, 'No shippingDetails element provided within the request body');
    return this.deps.carts.shippingInformation(access, { addressInformation: details }, storeView);
  }

  /**
   * POST payment-information: the order id, whatever the card's answer (GET payment/status tells it). The
   * same idempotency key or cart answers the first order, and its payment is never started again.
   */
  async paymentInformation(
    access: PaymentAccess,
    body: unknown,
    idempotencyKey: string | null,
    storeView: StoreView,
  ): Promise<string> {
    // A customer's cart id only finds an order placed from it (their own, checked below); the cart is theirs.
    const info = readPaymentInformation(body, access.cartId ?? '');
    const returnUrl = checkedReturnUrl(info.returnUrl, this.deps.shopUrl);
    this.deps.processor.checkCard(info.stateData);
    const { order, start } = this.deps.cartRows.transaction(() =>
      this.placeCardOrder(access, info, returnUrl, idempotencyKey, storeView),
    );
    if (start) await this.startPayment(order, info.stateData, returnUrl, access, storeView);
    return String(order.entity_id);
  }

  /** GET payment/status/{orderId}. */
  status(access: PaymentAccess, orderId: number): PaymentStatus {
    return this.statusOf(this.requireOrder(access, orderId));
  }

  /**
   * POST payment/fingerprint: the shopper's 3DS2 or redirect details go to the provider once; a payment that
   * has ended answers its result again, so the same details sent twice answer the same final result.
   */
  async submitDetails(access: PaymentAccess, body: unknown): Promise<PaymentStatus> {
    const payload = readDetailsPayload(body);
    const order = this.requireOrder(access, payload.orderId);
    const payment = this.requirePayment(order);
    if (isFinalResultCode(payment.answer.resultCode)) return this.statusOf(order);
    const paymentData =
      payload.paymentData ??
      (typeof payment.answer.action?.paymentData === 'string'
        ? payment.answer.action.paymentData
        : undefined);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(payload.details))
      .digest('hex')
      .slice(0, 32);
    let answer: PaymentAnswer;
    try {
      answer = await this.deps.processor.submitDetails({
        pspReference: payment.answer.pspReference,
        details: payload.details,
        paymentData,
        idempotencyKey: `${order.increment_id}-details-${fingerprint}`,
      });
    } catch (error) {
      // Two submissions racing: the provider refuses the second, the first one's result stands.
      if (isFinalResultCode(this.requirePayment(order).answer.resultCode)) return this.statusOf(order);
      throw error;
    }
    this.settle(order.entity_id, answer);
    return this.statusOf(order);
  }

  /** POST vault: the shopper's saved cards; none while the seed's settings keep saved cards off. */
  vault(): VaultCard[] {
    return vaultCards([], SAVED_CARDS_ENABLED);
  }

  /** POST methods/{storeCode}/{cartId}: the card methods for the cart's total (Adyen's /paymentMethods). */
  async methods(
    access: PaymentAccess,
    storeView: StoreView,
  ): Promise<{ paymentMethods: AdyenPaymentMethod[] }> {
    const totals = this.deps.carts.totals(access, storeView);
    const paymentMethods = await this.deps.processor.paymentMethods({
      amount: minorAmount(storeView.currency, totals.grand_total),
      countryCode: storeView.taxCountry,
      shopperLocale: storeView.locale,
    });
    return { paymentMethods };
  }

  /**
   * Places the cart's order awaiting its card payment (once: the same key or cart answers the first order)
   * and opens the payment of a new one; `start` tells whether the provider must still be asked.
   */
  private placeCardOrder(
    access: PaymentAccess,
    info: PaymentInformation,
    returnUrl: string,
    idempotencyKey: string | null,
    storeView: StoreView,
  ): { order: PaymentOrderRow; start: boolean } {
    const { orders, payments, clock } = this.deps;
    // The cart call's access rule first: a customer's cart named by a guest is 401, even once ordered.
    if (access.kind === 'guest') this.deps.carts.openForOrder(access);
    const orderBody = {
      ...info.orderBody,
      products: info.orderBody.products ?? this.cartProducts(access, storeView),
    };
    const placement = orders.placeOnce(access, orderBody, idempotencyKey, storeView, {
      status: CARD_ORDER_STATUS.awaitingPayment,
      holdConfirmation: true,
    });
    const order = this.requireOrder(access, Number(placement.order.magentoOrderId));
    if (placement.placedNow) {
      const { cartLines, heldMail } = placement.placedNow;
      payments.open(order.entity_id, cartLines, heldMail, returnUrl, clock());
      return { order, start: true };
    }
    if (!payments.find(order.entity_id))
      throw new UpstreamError(
        BAD_REQUEST,
        `Order #${order.increment_id} was placed with another payment method; it takes no card payment.`,
      );
    return { order, start: false };
  }

  private async startPayment(
    order: PaymentOrderRow,
    stateData: CardStateData,
    returnUrl: string,
    access: PaymentAccess,
    storeView: StoreView,
  ): Promise<void> {
    let answer: PaymentAnswer;
    try {
      answer = await this.deps.processor.startPayment({
        reference: order.increment_id,
        amount: minorAmount(order.order_currency_code, order.grand_total),
        stateData,
        returnUrl,
        shopperEmail: order.customer_email,
        ...(access.kind === 'customer' ? { shopperReference: String(access.customerId) } : {}),
        shopperLocale: storeView.locale,
        countryCode: storeView.taxCountry,
        billingAddress: JSON.parse(order.billing_address ?? '{}') as OrderAddress,
        idempotencyKey: `${order.increment_id}-payment`,
      });
    } catch (error) {
      // No answer is an ended payment too: the order is cancelled and the shopper keeps their cart.
      this.deps.logger.error({ err: error, orderId: order.entity_id }, 'card payment could not be started');
      // The provider's refusal of the request is the shopper's business; a failure on the way is not shown.
      const reason =
        error instanceof UpstreamError && error.code === BAD_REQUEST
          ? error.message
          : 'The card payment could not be started.';
      answer = { resultCode: 'Error', refusalReason: reason };
    }
    this.settle(order.entity_id, answer);
  }

  /**
   * Records the provider's answer once the payment is waiting for one, and moves the order: authorised sends
   * the held confirmation mail; refused cancels the order, puts its stock back and gives the cart back.
   */
  private settle(orderId: number, answer: PaymentAnswer): void {
    const { cartRows, orderRows, payments, stock, outbox, clock } = this.deps;
    cartRows.transaction(() => {
      const payment = payments.find(orderId);
      const order = orderRows.paymentOrder(orderId);
      if (!payment || !order || isFinalResultCode(payment.answer.resultCode)) return;
      const now = clock();
      payments.record(orderId, answer, now);
      const status = orderStatusAfterPayment(answer.resultCode);
      if (status === order.status) return;
      orderRows.setStatus(orderId, status);
      if (status === CARD_ORDER_STATUS.cancelled) {
        for (const line of orderRows.lines(orderId)) stock.restock(line.sku, line.qty_ordered);
        if (order.cart_id) cartRows.restoreOrdered(order.cart_id, payment.cartLines, now);
      }
      if (status === CARD_ORDER_STATUS.paid && payment.heldMail) {
        outbox.send(payment.heldMail, now);
        payments.mailSent(orderId);
      }
    });
  }

  /** The cart's lines as the order's products, when payment-information sends none (Magento reads the quote). */
  private cartProducts(access: PaymentAccess, storeView: StoreView): { sku: string; qty: number }[] {
    try {
      return this.deps.carts.pull(access, storeView).map(({ sku, qty }) => ({ sku, qty }));
    } catch (error) {
      // A customer's ordered cart is gone: the idempotency key or cart id still finds the order.
      if (error instanceof UpstreamError && error.code === NOT_FOUND) return [];
      throw error;
    }
  }

  /** The order, when the caller may see it: a customer their own, a guest the order of their cart. */
  private requireOrder(access: PaymentAccess, orderId: number): PaymentOrderRow {
    const order = this.deps.orderRows.paymentOrder(orderId);
    const notFound = new UpstreamError(NOT_FOUND, `No such entity with orderId = ${orderId}`);
    if (!order) throw notFound;
    if (access.kind === 'customer') {
      if (order.customer_id !== access.customerId) throw notFound;
      return order;
    }
    if (!access.cartId || order.cart_id !== access.cartId) throw notFound;
    if (order.customer_id !== null) throw new UpstreamError(401, CUSTOMER_MESSAGES.consumerNotAuthorized);
    return order;
  }

  /** The payment's status with the order's increment id, as Adyen answers the merchant's reference. */
  private statusOf(order: PaymentOrderRow): PaymentStatus {
    return {
      ...paymentStatusOf(this.requirePayment(order).answer),
      merchantReference: order.increment_id,
    };
  }

  /** The card payment of an order the caller may see (see requireOrder). */
  private requirePayment(order: PaymentOrderRow): CardPayment {
    const payment = this.deps.payments.find(order.entity_id);
    if (!payment) throw new UpstreamError(NOT_FOUND, `Order ${order.entity_id} has no card payment.`);
    return payment;
  }
}
