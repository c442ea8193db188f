import { Router } from 'express';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { MESSAGES } from '../messages';
import type { CommerceCatalog } from '../catalog';
import type { ProductRenderList } from '../renderList';
import { renderListStoreView } from './storeView';

/** vsf-api answers a render-list call without skus with a 500 carrying its message. */
const FAILED = 500;

/**
 * GET /api/product/render-list?skus=a,b&currencyCode=EUR&storeId=1[&userGroupId=][&token=] (seed 000 §7
 * 'Price refresh'), at vue-storefront-api's path: its product API is mounted at /api/product, the shop's
 * `products.endpoint`. The answer is `{ items }`, one per priced sku. vsf-api does not look at the token
 * (Magento renders for the integration user), so neither does this platform: any token is accepted.
 */
export function productRouter(
  renderList: ProductRenderList,
  standin: { catalog: CommerceCatalog; nodeEnv: string },
): Router {
  const router = Router();
  router.get('/api/product/render-list', (req, res) => {
    const skus = (queryString(req, 'skus') ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== '');
    if (skus.length === 0) throw new UpstreamError(FAILED, MESSAGES.skusRequired);
    const userGroupId = Number.parseInt(queryString(req, 'userGroupId') ?? '', 10);
    sendEnvelope(
      res,
      200,
      renderList.render({
        skus,
        storeView: renderListStoreView(req),
        currencyCode: queryString(req, 'currencyCode'),
        userGroupId: Number.isInteger(userGroupId) && userGroupId >= 0 ? userGroupId : null,
      }),
    );
  });

  // A merchant's price change that the search index has not seen yet, for tests and developers: the
  // storefront's price refresh must show it (PUT { price } as the demo data prices; DELETE restores the demo price).
  if (standin.nodeEnv !== 'production') {
    router.put('/api/product/standin/price/:sku', (req, res) => {
      const price = (req.body as { price?: unknown } | undefined)?.price;
      if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
        throw new UpstreamError(400, 'price must be a number of at least 0');
      if (!standin.catalog.changePrice(req.params.sku, price))
        throw new UpstreamError(404, MESSAGES.productNotFound);
      sendEnvelope(res, 200, { sku: req.params.sku, price });
    });
    router.delete('/api/product/standin/price/:sku', (req, res) => {
      standin.catalog.restorePrice(req.params.sku);
      sendEnvelope(res, 200, { sku: req.params.sku });
    });
  }
  return router;
}
