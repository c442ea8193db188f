import type {
  OrderAddress,
  OrderHistory,
  OrderHistoryItem,
  OrderHistoryLine,
  OrderResult,
} from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { OrderHistoryPaging } from '../domain/orderHistoryPaging';
import { orderDetailsFields, type StoredOrderDetails } from '../domain/orderDetails';

type OrderRow = Omit<OrderHistoryItem, 'items' | keyof ReturnType<typeof orderDetailsFields>> &
  StoredOrderDetails & { customer_id: number | null };

/** A new order as the checkout writes it (amounts in the order's currency, incl. tax). */
export interface NewOrder {
  /** Magento's order status; 'pending' unless a card payment must pay it first ('pending_payment'). */
  status?: string;
  cartId: string;
  idempotencyKey: string | null;
  customerId: number | null;
  customerEmail: string;
  storeCode: string;
  couponCode: string | null;
  currency: string;
  subtotalInclTax: number;
  taxAmount: number;
  /** The coupon's and the B2B discount together, negative. */
  discountAmount: number;
  b2bDiscountAmount: number;
  shippingInclTax: number;
  grandTotal: number;
  shippingMethod: string;
  paymentMethod: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  createdAt: string;
  lines: readonly Omit<OrderHistoryLine, 'item_id'>[];
}

interface PlacedRow {
  entity_id: number;
  increment_id: string;
  created_at: string;
}

/** What a card payment needs of its order, and who may see it. */
export interface PaymentOrderRow {
  entity_id: number;
  increment_id: string;
  customer_id: number | null;
  cart_id: string | null;
  customer_email: string;
  status: string;
  store_code: string;
  order_currency_code: string;
  grand_total: number;
  billing_address: string | null;
}

type StoredOrderLine = Omit<OrderHistoryLine, 'product_option'> & { product_option: string | null };

/** An ordered line as the order history answers it: its product_option only when it has one. */
function historyLineOf({ product_option, ...line }: StoredOrderLine): OrderHistoryLine {
  return product_option === null ? line : { ...line, product_option: JSON.parse(product_option) as unknown };
}

/** Magento's increment ids: the entity id, nine digits. */
const incrementIdOf = (entityId: number) => String(entityId).padStart(9, '0');

const resultOf = (row: PlacedRow): OrderResult => ({
  magentoOrderId: String(row.entity_id),
  backendOrderId: row.increment_id,
  transferedAt: row.created_at,
});

/**
 * Placed orders (the checkout will write them; the demo customers have a few). A customer only ever reads
 * their own: every query is by customer id, which comes from the token, never from the request.
 */
export class OrderRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      page: db.prepare<[number, number, number], OrderRow>(
        `SELECT entity_id, increment_id, customer_id, status, created_at, coupon_code, order_currency_code,
                subtotal_incl_tax, tax_amount, discount_amount, shipping_incl_tax, grand_total,
                shipping_method, payment_method, shipping_address, billing_address
         FROM orders WHERE customer_id = ? ORDER BY created_at DESC, entity_id DESC LIMIT ? OFFSET ?`,
      ),
      count: db.prepare<[number], { total: number }>(
        `SELECT COUNT(*) AS total FROM orders WHERE customer_id = ?`,
      ),
      items: db.prepare<[number], StoredOrderLine>(
        `SELECT item_id, sku, name, qty_ordered, price_incl_tax, row_total_incl_tax, product_option FROM order_items
         WHERE order_id = ? ORDER BY item_id`,
      ),
      // A cancelled order (a refused card) gave its cart back: the cart's order is the one still standing.
      byCart: db.prepare<[string], PlacedRow>(
        `SELECT entity_id, increment_id, created_at FROM orders WHERE cart_id = ? AND status <> 'canceled'`,
      ),
      paymentOrder: db.prepare<[number], PaymentOrderRow>(
        `SELECT entity_id, increment_id, customer_id, cart_id, customer_email, status, store_code,
                order_currency_code, grand_total, billing_address
         FROM orders WHERE entity_id = ?`,
      ),
      byEmail: db.prepare<[string], { increment_id: string; status: string }>(
        `SELECT increment_id, status FROM orders WHERE customer_email = ? COLLATE NOCASE
         ORDER BY entity_id DESC`,
      ),
      setStatus: db.prepare<[string, number]>(`UPDATE orders SET status = ? WHERE entity_id = ?`),
      byKey: db.prepare<[string], PlacedRow>(
        `SELECT entity_id, increment_id, created_at FROM orders WHERE idempotency_key = ?`,
      ),
      nextId: db.prepare<[], { next: number }>(`SELECT COALESCE(MAX(entity_id), 0) + 1 AS next FROM orders`),
      insert: db.prepare(
        `INSERT INTO orders (entity_id, increment_id, customer_id, customer_email, status, store_code, coupon_code,
           order_currency_code, subtotal_incl_tax, tax_amount, discount_amount, shipping_incl_tax, grand_total,
           created_at, cart_id, idempotency_key, shipping_method, payment_method, shipping_address,
           billing_address, b2b_discount_amount)
         VALUES (@entity_id, @increment_id, @customer_id, @customer_email, @status, @store_code, @coupon_code,
           @currency, @subtotal_incl_tax, @tax_amount, @discount_amount, @shipping_incl_tax, @grand_total,
           @created_at, @cart_id, @idempotency_key, @shipping_method, @payment_method, @shipping_address,
           @billing_address, @b2b_discount_amount)`,
      ),
      insertLine: db.prepare<[number, string, string, number, number, number, string | null]>(
        `INSERT INTO order_items (order_id, sku, name, qty_ordered, price_incl_tax, row_total_incl_tax, product_option)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  /** The order placed from a cart, if any: a cart is ordered once. */
  placedFromCart(cartId: string): OrderResult | undefined {
    const row = this.statements.byCart.get(cartId);
    return row && resultOf(row);
  }

  /** The order placed with an idempotency key, if any. */
  placedWithKey(key: string): OrderResult | undefined {
    const row = this.statements.byKey.get(key);
    return row && resultOf(row);
  }

  /** An order by its entity id (the card payment extension's order id). */
  paymentOrder(entityId: number): PaymentOrderRow | undefined {
    return this.statements.paymentOrder.get(entityId);
  }

  /** The orders placed with an email (a guest's too), newest first: for tests and developers, who count them. */
  placedWithEmail(email: string): { increment_id: string; status: string }[] {
    return this.statements.byEmail.all(email);
  }

  setStatus(entityId: number, status: string): void {
    this.statements.setStatus.run(status, entityId);
  }

  /** The ordered lines (what the order took from stock). */
  lines(entityId: number): OrderHistoryLine[] {
    return this.statements.items.all(entityId).map(historyLineOf);
  }

  /** Writes an order and its lines; the caller runs it in the transaction that also takes the stock. */
  insert(order: NewOrder): OrderResult {
    const entityId = this.statements.nextId.get()?.next ?? 1;
    const row: PlacedRow = {
      entity_id: entityId,
      increment_id: incrementIdOf(entityId),
      created_at: order.createdAt,
    };
    this.statements.insert.run({
      ...row,
      status: order.status ?? 'pending',
      customer_id: order.customerId,
      customer_email: order.customerEmail,
      store_code: order.storeCode,
      coupon_code: order.couponCode,
      currency: order.currency,
      subtotal_incl_tax: order.subtotalInclTax,
      tax_amount: order.taxAmount,
      discount_amount: order.discountAmount,
      shipping_incl_tax: order.shippingInclTax,
      grand_total: order.grandTotal,
      cart_id: order.cartId,
      idempotency_key: order.idempotencyKey,
      shipping_method: order.shippingMethod,
      payment_method: order.paymentMethod,
      shipping_address: JSON.stringify(order.shippingAddress),
      billing_address: JSON.stringify(order.billingAddress),
      b2b_discount_amount: order.b2bDiscountAmount,
    });
    for (const line of order.lines)
      this.statements.insertLine.run(
        entityId,
        line.sku,
        line.name,
        line.qty_ordered,
        line.price_incl_tax,
        line.row_total_incl_tax,
        line.product_option === undefined ? null : JSON.stringify(line.product_option),
      );
    return resultOf(row);
  }

  /** One page of the customer's orders, newest first (seed 000 §7 order-history). */
  history(customerId: number, paging: OrderHistoryPaging): OrderHistory {
    const rows = this.statements.page.all(customerId, paging.pageSize, paging.offset);
    return {
      items: rows.map(
        ({
          customer_id: _customer,
          shipping_method,
          payment_method,
          shipping_address,
          billing_address,
          ...order
        }) => ({
          ...order,
          items: this.lines(order.entity_id),
          ...orderDetailsFields({ shipping_method, payment_method, shipping_address, billing_address }),
        }),
      ),
      search_criteria: { page_size: paging.pageSize, current_page: paging.currentPage },
      total_count: this.statements.count.get(customerId)?.total ?? 0,
    };
  }
}
