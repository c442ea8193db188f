import { Router } from 'express';
import { authorSlugOfImagePath, contributorBySlug, coverSvg, portraitSvg } from '../../generate/index';
import { sendEnvelope } from '../../shared/envelope';
import type { CommerceCatalog } from '../catalog';
import { MESSAGES } from '../messages';

/** vsf-api's image actions; every one answers the generated cover at the asked size. */
const ACTIONS = new Set(['resize', 'crop', 'fit']);
const MAX_SIDE = 2000;
/** Covers of a path never change within a data set: cache for a day without revalidation. */
const CACHE_CONTROL = 'public, max-age=86400, immutable';

/**
 * GET /img/:width/:height/:action/<image path>: the demo cover of the product whose image has that path, or the
 * portrait of the author whose photo it is.
 */
export function imageRouter(catalog: CommerceCatalog): Router {
  const router = Router();
  router.get('/img/:width/:height/:action/*path', (req, res) => {
    const width = Number(req.params.width);
    const height = Number(req.params.height);
    if (!isSide(width) || !isSide(height) || !ACTIONS.has(req.params.action)) {
      return sendEnvelope(
        res,
        400,
        `Invalid image request: width and height 1..${MAX_SIDE}, action one of ${[...ACTIONS].join(', ')}`,
      );
    }
    // Express 5 hands a named wildcard over as its path segments.
    const wildcard: unknown = req.params.path;
    const imagePath = Array.isArray(wildcard) ? wildcard.join('/') : String(wildcard);
    const person = authorOf(imagePath);
    if (person) {
      return res
        .set('Cache-Control', CACHE_CONTROL)
        .type('image/svg+xml')
        .send(portraitSvg({ slug: person.slug, name: person.name, width, height }));
    }
    const subject = catalog.coverOf(imagePath);
    if (!subject) return sendEnvelope(res, 404, MESSAGES.imageNotFound);
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('image/svg+xml')
      .send(coverSvg({ ...subject, width, height }));
  });
  return router;
}

/** The demo author or illustrator whose photo has this path (the authors service's /catalog/author/{slug}.svg). */
function authorOf(imagePath: string) {
  const slug = authorSlugOfImagePath(imagePath);
  return slug ? contributorBySlug(slug) : undefined;
}

function isSide(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_SIDE;
}
