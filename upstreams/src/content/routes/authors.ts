import { Router } from 'express';
import type { AuthorResult } from '@shop/contracts';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import type { ContentLibrary } from '../contentLibrary';

export const AUTHOR_NOT_FOUND = 'Author not found';

/** The authors service (seed 001 §7): the directory per language and one author by slug. */
export function authorsRouter(library: ContentLibrary): Router {
  const router = Router();

  router.get('/authors/list', (req, res) => {
    const authors: AuthorResult[] = [...library.of(queryString(req, 'lang')).authors].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    sendEnvelope(res, 200, authors);
  });

  router.get('/authors/single/:slug', (req, res) => {
    const author: AuthorResult | undefined = library
      .of(queryString(req, 'lang'))
      .authors.find((candidate) => candidate.slug === req.params.slug);
    // seed 001 §7: a status of 400 or more means not found.
    if (!author) throw new UpstreamError(404, AUTHOR_NOT_FOUND);
    sendEnvelope(res, 200, author);
  });

  return router;
}
