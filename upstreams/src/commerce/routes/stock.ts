import { Router } from 'express';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { MESSAGES } from '../messages';
import type { StockRepository } from '../stockRepository';

/** vsf-api answers any failed stock check with a 500 carrying the platform's message. */
const FAILED = 500;

/** GET /api/stock/check and /api/stock/list (seed 000 §7 Stock). Stock is global: the store code does not matter. */
export function stockRouter(stock: StockRepository): Router {
  const router = Router();

  const check = (sku: string | undefined) => {
    if (!sku) throw new UpstreamError(FAILED, MESSAGES.skuRequired);
    const item = stock.find(sku);
    if (!item) throw new UpstreamError(FAILED, MESSAGES.productNotFound);
    return item;
  };

  router.get('/api/stock/check', (req, res) => {
    sendEnvelope(res, 200, check(queryString(req, 'sku')));
  });

  router.get('/api/stock/check/:sku', (req, res) => {
    sendEnvelope(res, 200, check(req.params.sku));
  });

  // The cart subgraph asks for up to 15 skus at a time; unknown skus are left out of the answer.
  router.get('/api/stock/list', (req, res) => {
    const skus = (queryString(req, 'skus') ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== '');
    if (skus.length === 0) throw new UpstreamError(FAILED, MESSAGES.skusRequired);
    sendEnvelope(res, 200, stock.findMany(skus));
  });

  return router;
}
