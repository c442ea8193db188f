import type { RequestHandler, Response } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { bearerToken } from '@shop/service';
import { UpstreamError } from '../shared/envelope';
import type { ReadingRepository } from './readingRepository';
import type { RevokedTokenStore } from './stores/revokedTokens';
import type { ReadingSubject, ReadingTokens, VerifiedToken } from './tokens';

/**
 * Resolves the caller once per request from the bearer JWT (API.md "Who is who"): a pupil's or teacher's own
 * token, or the shop-issued `staff:<email>` token of a teacher or director, for which the programme signs a
 * `teacher:<id>` token of its own (GET /auth/me answers it). A token a logout revoked is refused like an
 * invalid one. Everything mounted after this needs a token.
 */
export function resolveCaller(
  repository: ReadingRepository,
  tokens: ReadingTokens,
  revokedTokens: RevokedTokenStore,
): RequestHandler {
  return async (req, res, next) => {
    const jwt = bearerToken(req.header('authorization'));
    const read = jwt ? await tokens.read(jwt) : null;
    const token = read && !revokedTokens.isRevoked(read.tokenId) ? read : null;
    const verified = token?.subject ?? null;
    let subject: ReadingSubject | null = null;
    if (verified?.kind === 'staff') {
      const id = repository.teacherIdByEmail(verified.email);
      if (id !== undefined) {
        subject = { kind: 'teacher', id };
        locals(res).replacementJwt = await tokens.sign(subject);
      }
    } else subject = verified;
    const caller = subject ? repository.caller(subject) : undefined;
    if (!caller || !token) throw new UpstreamError(401, READING_MESSAGES.notAuthorized);
    locals(res).caller = caller;
    locals(res).token = token;
    next();
  };
}

/** The token the caller came with (its id and expiry): what POST /auth/logout revokes. */
export function callerToken(res: Response): VerifiedToken {
  const token = locals(res).token;
  if (!token) throw new UpstreamError(401, READING_MESSAGES.notAuthorized);
  return token;
}

/** The programme's own JWT that replaces a shop-issued one (seed 001 §4: any JWT in an answer is stored). */
export function replacementJwt(res: Response): string | undefined {
  return locals(res).replacementJwt;
}

function locals(res: Response): { replacementJwt?: string; caller?: unknown; token?: VerifiedToken } {
  return res.locals as { replacementJwt?: string; caller?: unknown; token?: VerifiedToken };
}
