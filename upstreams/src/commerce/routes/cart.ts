import { Router, type Request } from 'express';
import { sendEnvelope } from '../../shared/envelope';
import { queryString, requestBody } from '../../shared/query';
import type { AccountService } from '../accounts/accountService';
import type { CartAccess, CartService } from '../cartService';
import { requestCustomer, requestStoreView } from './storeView';

/**
 * The cart endpoints of vue-storefront-api (seed 000 §7 Cart): query `cartId` for a guest cart; with a
 * customer token (query `token` or `Authorization: Bearer`) the customer's own cart, whatever `cartId` says.
 * An unknown or expired token answers 401, after which the shop refreshes it or falls back to a guest cart.
 */
export function cartRouter(carts: CartService, accounts: AccountService): Router {
  const router = Router();

  const access = (req: Request, cartIdInBody?: string): CartAccess =>
    requestCustomer(req, accounts) ?? {
      kind: 'guest',
      cartId: queryString(req, 'cartId') ?? cartIdInBody ?? '',
    };

  const noStore = (res: Parameters<typeof sendEnvelope>[0]) =>
    res.setHeader('Cache-Control', 'no-cache, no-store');

  router.post('/api/cart/create', (req, res) => {
    sendEnvelope(res, 200, carts.create(access(req), requestStoreView(req)));
  });

  router.post('/api/cart/update', (req, res) => {
    const cartItem = requestBody(req).cartItem;
    const quoteId = (cartItem as { quoteId?: unknown } | undefined)?.quoteId;
    sendEnvelope(
      res,
      200,
      carts.update(
        access(req, typeof quoteId === 'string' ? quoteId : undefined),
        cartItem,
        requestStoreView(req),
      ),
    );
  });

  router.post('/api/cart/delete', (req, res) => {
    sendEnvelope(res, 200, carts.delete(access(req), requestBody(req).cartItem));
  });

  router.get('/api/cart/pull', (req, res) => {
    noStore(res);
    sendEnvelope(res, 200, carts.pull(access(req), requestStoreView(req)));
  });

  router.get('/api/cart/totals', (req, res) => {
    noStore(res);
    sendEnvelope(res, 200, carts.totals(access(req), requestStoreView(req)));
  });

  router.post('/api/cart/apply-coupon', (req, res) => {
    sendEnvelope(res, 200, carts.applyCoupon(access(req), queryString(req, 'coupon')));
  });

  router.post('/api/cart/delete-coupon', (req, res) => {
    sendEnvelope(res, 200, carts.deleteCoupon(access(req)));
  });

  router.get('/api/cart/coupon', (req, res) => {
    noStore(res);
    sendEnvelope(res, 200, carts.coupon(access(req)));
  });

  router.get('/api/cart/payment-methods', (req, res) => {
    noStore(res);
    sendEnvelope(res, 200, carts.paymentMethods(access(req)));
  });

  router.post('/api/cart/shipping-methods', (req, res) => {
    sendEnvelope(res, 200, carts.shippingMethods(access(req), requestBody(req), requestStoreView(req)));
  });

  router.post('/api/cart/shipping-information', (req, res) => {
    sendEnvelope(res, 200, carts.shippingInformation(access(req), requestBody(req), requestStoreView(req)));
  });

  router.post('/api/cart/collect-totals', (req, res) => {
    sendEnvelope(res, 200, carts.collectTotals(access(req), requestBody(req), requestStoreView(req)));
  });

  return router;
}
