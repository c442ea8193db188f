import { Router } from 'express';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import type { CommerceCatalog } from '../catalog';
import { parseReview, ReviewInputError } from '../domain/reviewInput';
import { MESSAGES } from '../messages';
import type { ReviewRepository } from '../reviewRepository';
import { magentoTimestamp } from '../timestamps';

/** The index whose product ids reviews name: product ids are the same in every store view's index. */
const REVIEW_INDEX = 'nl_be';

/**
 * Reviews (seed 000 §7): `POST /api/review/create` stores a pending review (Magento's default status), and
 * `GET /api/review/list?skus=a,b` answers the approved reviews of those products, newest first.
 * vue-storefront-api itself serves approved reviews from the search index's `review` entity (Magento
 * indexes them there); this stand-in has no search index of its own, so it serves that entity here.
 */
export function reviewRouter(deps: {
  reviews: ReviewRepository;
  catalog: CommerceCatalog;
  clock: () => Date;
}): Router {
  const router = Router();

  router.post('/api/review/create', (req, res) => {
    let review;
    try {
      review = parseReview(req.body);
    } catch (error) {
      if (error instanceof ReviewInputError) throw new UpstreamError(500, error.message);
      throw error;
    }
    const product = deps.catalog.productById(REVIEW_INDEX, review.product_id);
    if (!product) throw new UpstreamError(404, MESSAGES.productNotFound);
    deps.reviews.addPending(review, product.sku, magentoTimestamp(deps.clock()));
    sendEnvelope(res, 200, true);
  });

  router.get('/api/review/list', (req, res) => {
    const skus = (queryString(req, 'skus') ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== '');
    if (skus.length === 0) throw new UpstreamError(500, MESSAGES.skusRequired);
    sendEnvelope(res, 200, deps.reviews.approved(skus));
  });

  return router;
}
