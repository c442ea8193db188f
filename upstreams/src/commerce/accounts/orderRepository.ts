import type { OrderHistory, OrderHistoryItem, OrderHistoryLine } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { OrderHistoryPaging } from '../domain/orderHistoryPaging';

type OrderRow = Omit<OrderHistoryItem, 'items'> & { customer_id: number | null };

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
                subtotal_incl_tax, tax_amount, discount_amount, shipping_incl_tax, grand_total
         FROM orders WHERE customer_id = ? ORDER BY created_at DESC, entity_id DESC LIMIT ? OFFSET ?`,
      ),
      count: db.prepare<[number], { total: number }>(
        `SELECT COUNT(*) AS total FROM orders WHERE customer_id = ?`,
      ),
      items: db.prepare<[number], OrderHistoryLine>(
        `SELECT item_id, sku, name, qty_ordered, price_incl_tax, row_total_incl_tax FROM order_items
         WHERE order_id = ? ORDER BY item_id`,
      ),
    };
  }

  /** One page of the customer's orders, newest first (seed 000 §7 order-history). */
  history(customerId: number, paging: OrderHistoryPaging): OrderHistory {
    const rows = this.statements.page.all(customerId, paging.pageSize, paging.offset);
    return {
      items: rows.map(({ customer_id: _customer, ...order }) => ({
        ...order,
        items: this.statements.items.all(order.entity_id),
      })),
      search_criteria: { page_size: paging.pageSize, current_page: paging.currentPage },
      total_count: this.statements.count.get(customerId)?.total ?? 0,
    };
  }
}
