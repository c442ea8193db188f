import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { HEADER, type Logger } from '@shop/service';
import { guestCacheControl } from '../domain/graphqlCaching';
import type { SessionCookieOptions } from './domain/sessionCookies';
import {
  GatewayTimeoutError,
  GatewayUnreachableError,
  jsonAnswer,
  type GatewayAnswer,
  type SessionForwarder,
} from './sessionForwarder';
import { VisitorSession } from './visitorSession';

/** As the gateway's own limit: a larger body would be refused there anyway. */
const REQUEST_BODY_LIMIT = '1mb';

export interface GraphQLRouteOptions {
  forwarder: SessionForwarder;
  cookies: SessionCookieOptions;
  logger?: Logger;
}

/**
 * The browser's /graphql (GET and POST): the request goes to the gateway with the customer's token from the
 * session cookie, and the answer comes back with the gateway's status, type, body and request id, plus the
 * cookies of a session that started, was renewed or ended. The gateway's X-Shop-Session never reaches the
 * browser, nor the browser's Cookie header the gateway.
 */
export function graphqlRoute(options: GraphQLRouteOptions): RequestHandler[] {
  const readBody = express.raw({ type: () => true, limit: REQUEST_BODY_LIMIT });
  const handle: RequestHandler = async (req, res, next) => {
    const session = VisitorSession.fromCookieHeader(req.headers.cookie);
    try {
      const at = req.originalUrl.indexOf('?');
      const answer = await options.forwarder.forward(
        {
          method: req.method === 'GET' ? 'GET' : 'POST',
          search: at === -1 ? '' : req.originalUrl.slice(at),
          headers: req.headers,
          clientAddress: req.ip,
          body: Buffer.isBuffer(req.body) ? req.body : null,
        },
        session,
      );
      send(res, answer, session, options.cookies);
    } catch (error) {
      if (!(error instanceof GatewayUnreachableError)) return next(error);
      const timedOut = error instanceof GatewayTimeoutError;
      options.logger?.warn(
        { error: String(error.cause ?? error), requestId: req.get(HEADER.requestId) },
        timedOut ? 'GraphQL gateway timed out' : 'GraphQL gateway unreachable',
      );
      // An unreachable gateway answers like a GraphQL server would, so the app shows its error state.
      send(
        res,
        jsonAnswer(
          timedOut ? 504 : 502,
          JSON.stringify({
            errors: [
              {
                message: error.message,
                extensions: { code: timedOut ? 'GATEWAY_TIMEOUT' : 'GATEWAY_UNREACHABLE' },
              },
            ],
          }),
        ),
        session,
        options.cookies,
      );
    }
  };
  return [readBody, handle];
}

/** A body that is too large or unreadable gets a GraphQL error, as the gateway would give it. */
export const unreadableGraphQLBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
  if (res.headersSent || (type !== 'entity.too.large' && type !== 'request.aborted')) return next(error);
  const tooLarge = type === 'entity.too.large';
  res.status(tooLarge ? 413 : 400).json({
    errors: [
      {
        message: tooLarge
          ? `The request body is larger than ${REQUEST_BODY_LIMIT}.`
          : 'The request body could not be read.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ],
  });
};

function send(res: Response, answer: GatewayAnswer, session: VisitorSession, cookies: SessionCookieOptions) {
  const setCookies = session.setCookies(cookies);
  if (setCookies.length > 0) res.append('Set-Cookie', setCookies);
  // A customer's answer is theirs alone; a guest's may be kept by shared caches as the gateway says (public
  // catalogue GETs), never by the browser's (graphqlCaching.ts).
  res.set('Cache-Control', session.isPrivate ? 'private, no-store' : guestCacheControl(answer.cacheControl));
  // Public queries come by GET (issue 23) and their answers differ per store view: a cache keeps one per Store.
  res.vary(HEADER.store);
  if (answer.requestId) res.set(HEADER.requestId, answer.requestId);
  if (answer.contentType) res.set('Content-Type', answer.contentType);
  res.status(answer.status).end(answer.body);
}
