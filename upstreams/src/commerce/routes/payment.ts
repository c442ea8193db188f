import { Router, type Request } from 'express';
import { CARD_PAYMENT_PROVIDER } from '@shop/contracts';
import { resolveStoreView } from '@shop/store-views';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString, requestBody } from '../../shared/query';
import type { AccountService } from '../accounts/accountService';
import type { OrderRepository } from '../accounts/orderRepository';
import type { CardPaymentService, PaymentAccess } from '../payment/cardPaymentService';
import type { LocalCardSimulator } from '../payment/simulator/localCardSimulator';
import { idempotencyKeyOf } from './order';
import { requestCustomer, requestStoreView } from './storeView';

const BASE = `/api/ext/payment-${CARD_PAYMENT_PROVIDER}`;

export interface PaymentRouterDeps {
  payments: CardPaymentService;
  accounts: AccountService;
  orders: OrderRepository;
  /** The local simulator, when it plays Adyen: its payment list is served outside production. */
  simulator?: LocalCardSimulator;
  nodeEnv: string;
}

/**
 * The card payment extension (seed 000 §7, base /api/ext/payment-adyen/): query `token` for a customer
 * (or `Authorization: Bearer`), `cartId` for a guest, with the cart calls' access rules. Results that the
 * Adyen plugin answers as JSON strings (status, fingerprint, methods) are JSON strings here too.
 */
export function paymentRouter(deps: PaymentRouterDeps): Router {
  const router = Router();

  const access = (req: Request, cartIdInPath?: string): PaymentAccess => {
    const cartId = queryString(req, 'cartId') ?? cartIdInPath;
    const customer = requestCustomer(req, deps.accounts);
    if (customer) return { ...customer, ...(cartId ? { cartId } : {}) };
    return { kind: 'guest', cartId: cartId ?? '' };
  };

  const orderIdOf = (value: string | undefined): number => {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0)
      throw new UpstreamError(400, `"${value ?? ''}" is not an order id.`);
    return id;
  };

  const noStore = (res: Parameters<typeof sendEnvelope>[0]) =>
    res.setHeader('Cache-Control', 'no-cache, no-store');

  router.post(`${BASE}/shipping-details`, (req, res) => {
    sendEnvelope(
      res,
      200,
      deps.payments.shippingDetails(access(req), requestBody(req), requestStoreView(req)),
    );
  });

  router.post(`${BASE}/payment-information`, async (req, res) => {
    const orderId = await deps.payments.paymentInformation(
      access(req),
      requestBody(req),
      idempotencyKeyOf(req),
      requestStoreView(req),
    );
    sendEnvelope(res, 200, orderId);
  });

  router.get(`${BASE}/payment/status/:orderId`, (req, res) => {
    noStore(res);
    const status = deps.payments.status(access(req), orderIdOf(req.params.orderId));
    sendEnvelope(res, 200, JSON.stringify(status));
  });

  router.post(`${BASE}/payment/fingerprint`, async (req, res) => {
    const status = await deps.payments.submitDetails(access(req), requestBody(req));
    sendEnvelope(res, 200, JSON.stringify(status));
  });

  router.post(`${BASE}/vault`, (req, res) => {
    // A token must still be a valid one (401 otherwise); a guest has no saved cards.
    access(req);
    sendEnvelope(res, 200, deps.payments.vault());
  });

  router.post(`${BASE}/methods/:storeCode/:cartId`, async (req, res) => {
    const methods = await deps.payments.methods(
      access(req, req.params.cartId),
      resolveStoreView(req.params.storeCode),
    );
    sendEnvelope(res, 200, JSON.stringify(methods));
  });

  // The simulator's payments of an order, for tests and developers: one order, one payment.
  if (deps.simulator && deps.nodeEnv !== 'production') {
    const simulator = deps.simulator;
    router.get(`${BASE}/standin/payments`, (req, res) => {
      noStore(res);
      const order = deps.orders.paymentOrder(orderIdOf(queryString(req, 'orderId')));
      sendEnvelope(res, 200, order ? simulator.paymentsOf(order.increment_id) : []);
    });
  }

  return router;
}
