import { Router, type Request } from 'express';
import { sendEnvelope } from '../../shared/envelope';
import { queryString, requestBody } from '../../shared/query';
import type { AccountService } from '../accounts/accountService';
import type { OrderRepository } from '../accounts/orderRepository';
import type { OrderAccess, OrderService } from '../orders/orderService';
import { requestCustomer, requestStoreView } from './storeView';

/** Longest idempotency key taken; a longer one is cut, never refused. */
const MAX_KEY_LENGTH = 200;

/**
 * POST /api/order (vue-storefront-api's order resource): a guest's order names its cart in the body
 * (`cart_id`); with a customer token, the customer's own cart. An optional `Idempotency-Key` header names
 * the order: sent again (double click, reload, two tabs), it answers the first order.
 */
export function orderRouter(
  orders: OrderService,
  accounts: AccountService,
  standin: { orderRows: OrderRepository; nodeEnv: string },
): Router {
  const router = Router();
  router.post('/api/order', (req, res) => {
    const access: OrderAccess = requestCustomer(req, accounts) ?? { kind: 'guest' };
    sendEnvelope(
      res,
      200,
      orders.place(access, requestBody(req), idempotencyKeyOf(req), requestStoreView(req)),
    );
  });

  // The orders of an email, newest first, for tests and developers: how many a shopper's clicks placed.
  if (standin.nodeEnv !== 'production') {
    router.get('/api/order/standin', (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      sendEnvelope(res, 200, standin.orderRows.placedWithEmail(queryString(req, 'email') ?? ''));
    });
  }
  return router;
}

/** The `Idempotency-Key` header of an order call, or null. */
export function idempotencyKeyOf(req: Request): string | null {
  return req.header('idempotency-key')?.trim().slice(0, MAX_KEY_LENGTH) || null;
}
