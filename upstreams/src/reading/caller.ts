import type { RequestHandler, Response } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { bearerToken } from '@shop/service';
import { UpstreamError } from '../shared/envelope';
import type { ReadingRepository } from './readingRepository';
import type { ReadingSubject, ReadingTokens } from './tokens';

/**
 * Resolves the caller once per request from the bearer JWT (API.md "Who is who"): a pupil's or teacher's own
 * token, or the shop-issued `staff:<email>` token of a teacher or director, for which the programme signs a
 * `teacher:<id>` token of its own (GET /auth/me answers it). Everything mounted after this needs a token.
 */
export function resolveCaller(repository: ReadingRepository, tokens: ReadingTokens): RequestHandler {
  return async (req, res, next) => {
    const jwt = bearerToken(req.header('authorization'));
    const verified = jwt ? await tokens.verify(jwt) : null;
    let subject: ReadingSubject | null = null;
    if (verified?.kind === 'staff') {
      const id = repository.teacherIdByEmail(verified.email);
      if (id !== undefined) {
        subject = { kind: 'teacher', id };
        locals(res).replacementJwt = await tokens.sign(subject);
      }
    } else subject = verified;
    const caller = subject ? repository.caller(subject) : undefined;
    if (!caller) throw new UpstreamError(401, READING_MESSAGES.notAuthorized);
    locals(res).caller = caller;
    next();
  };
}

/** The programme's own JWT that replaces a shop-issued one (seed 001 §4: any JWT in an answer is stored). */
export function replacementJwt(res: Response): string | undefined {
  return locals(res).replacementJwt;
}

function locals(res: Response): { replacementJwt?: string; caller?: unknown } {
  return res.locals as { replacementJwt?: string; caller?: unknown };
}
