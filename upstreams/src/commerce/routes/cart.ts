import { Router, type Request } from 'express';
import { sendEnvelope } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import type { CartService } from '../cartService';
import { rejectUnknownCustomerToken, requestStoreView } from './storeView';

/** The guest cart endpoints of vue-storefront-api (seed 000 §7 Cart), query `cartId` and optional `token`. */
export function cartRouter(carts: CartService): Router {
  const router = Router();
  router.use('/api/cart', (req, _res, next) => {
    rejectUnknownCustomerToken(req);
    next();
  });

  router.post('/api/cart/create', (req, res) => {
    sendEnvelope(res, 200, carts.create(requestStoreView(req)));
  });

  router.post('/api/cart/update', (req, res) => {
    const body = requestBody(req);
    const cartItem = body.cartItem;
    const quoteId =
      typeof (cartItem as { quoteId?: unknown } | undefined)?.quoteId === 'string'
        ? (cartItem as { quoteId: string }).quoteId
        : '';
    sendEnvelope(
      res,
      200,
      carts.update(queryString(req, 'cartId') ?? quoteId, cartItem, requestStoreView(req)),
    );
  });

  router.post('/api/cart/delete', (req, res) => {
    sendEnvelope(res, 200, carts.delete(queryString(req, 'cartId') ?? '', requestBody(req).cartItem));
  });

  router.get('/api/cart/pull', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache, no-store');
    sendEnvelope(res, 200, carts.pull(queryString(req, 'cartId') ?? '', requestStoreView(req)));
  });

  router.get('/api/cart/totals', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache, no-store');
    sendEnvelope(res, 200, carts.totals(queryString(req, 'cartId') ?? '', requestStoreView(req)));
  });

  return router;
}

function requestBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
