import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

/**
 * Every upstream of the shop answers with the `{ code, result }` envelope of vue-storefront-api, and the
 * HTTP status equals `code` (vsf-api's apiStatus); some answers add `meta` (login: the refresh token).
 */
export function sendEnvelope(res: Response, code: number, result: unknown, meta?: object): void {
  res.status(code).json(meta === undefined ? { code, result } : { code, result, meta });
}

/** Fields some upstreams add to an error envelope (the reading programme: `error: true`, `errno: 1062`). */
export interface EnvelopeExtras {
  error?: true;
  errno?: number;
}

/** A business answer other than 200, thrown by a handler and turned into an envelope by `envelopeErrors`. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly code: number,
    message: string,
    readonly extras: EnvelopeExtras = {},
  ) {
    super(message);
  }
}

/**
 * A thing that is not there (or not the caller's): `{ code: 404, error: true, result }`, the not-found answer
 * of the reading programme and the digital products service (seed 001 §8: a book or class 404 returns error true).
 */
export class NotFoundError extends UpstreamError {
  override name = 'NotFoundError';
  constructor(message: string) {
    super(404, message, { error: true });
  }
}

/** The last handler: unknown paths answer `{ code: 404 }` in the envelope, like every other answer. */
export const notFound: RequestHandler = (req, res) => {
  sendEnvelope(res, 404, `Cannot ${req.method} ${req.path}`);
};

interface HttpError {
  status?: number;
  type?: string;
}

/**
 * Expected rejections become their envelope; a malformed JSON body is a 400; anything else is a 500 with
 * the error message, as vsf-api's apiError does (seed 000 §8: server error bodies are not shown to users).
 */
export function envelopeErrors(onUnexpected: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof UpstreamError) {
      res.status(error.code).json({ code: error.code, ...error.extras, result: error.message });
      return;
    }
    const http = error as HttpError;
    if (http.type === 'entity.parse.failed')
      return sendEnvelope(res, 400, 'The request body is not valid JSON');
    if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
      return sendEnvelope(res, http.status, error instanceof Error ? error.message : 'Bad request');
    }
    onUnexpected(error);
    sendEnvelope(res, 500, error instanceof Error ? error.message : 'Internal server error');
  };
}
