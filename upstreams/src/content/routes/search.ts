import { Router } from 'express';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import type { ContentLibrary } from '../contentLibrary';
import { searchContent } from '../domain/search';

/** seed 001 §5, §9: the search term has at least 3 characters. */
export const MIN_TERM_LENGTH = 3;
export const TERM_TOO_SHORT = 'The search term has at least 3 characters';

/** The content search service (seed 001 §7): GET /search?lang&term. */
export function searchRouter(library: ContentLibrary): Router {
  const router = Router();
  router.get('/content-search/search', (req, res) => {
    const content = library.of(queryString(req, 'lang'));
    const term = queryString(req, 'term') ?? '';
    if (term.length < MIN_TERM_LENGTH) throw new UpstreamError(400, TERM_TOO_SHORT);
    sendEnvelope(res, 200, searchContent(content, term));
  });
  return router;
}
