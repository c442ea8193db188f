import type { ApolloServer, BaseContext, ContextFunction } from '@apollo/server';
import { expressMiddleware, type ExpressContextFunctionArgument } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { createApp, listen, type ListenOptions, type RunningService } from './http';
import type { CallCounter } from './callCounter';

export interface ServeGraphQLOptions<TContext extends BaseContext> extends ListenOptions {
  server: ApolloServer<TContext>;
  context: ContextFunction<[ExpressContextFunctionArgument], TContext>;
  /** Extra routes mounted before `/graphql` (e.g. a call counter outside production). */
  callCounter?: CallCounter;
  /** Runs before a `/graphql` request's body is read: may answer it (the gateway's partner budgets, issue 23). */
  guard?: RequestHandler;
}

const REQUEST_BODY_LIMIT = '1mb';

/** The body-parser errors of a request body a client got wrong, with the status and message it gets back. */
const UNREADABLE_BODIES: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: `The request body is larger than ${REQUEST_BODY_LIMIT}.` },
  'encoding.unsupported': { status: 415, message: 'The request body has an unsupported encoding.' },
  'charset.unsupported': { status: 415, message: 'The request body has an unsupported charset.' },
};

/**
 * A body that cannot be read never reaches Apollo Server: express would answer an HTML page and print a
 * stack trace. Clients get a GraphQL error with code BAD_REQUEST instead, and the log one line.
 */
function unreadableBody(options: Pick<ListenOptions, 'logger' | 'name'>): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
    const known = UNREADABLE_BODIES[type];
    if (!known || res.headersSent) {
      next(error);
      return;
    }
    options.logger?.info({ type, status: known.status }, `${options.name}: unreadable request body`);
    res
      .status(known.status)
      .json({ errors: [{ message: known.message, extensions: { code: 'BAD_REQUEST' } }] });
  };
}

/** Serves an Apollo Server at `/graphql` with `/health`; used by every subgraph and the gateway. */
export async function serveGraphQL<TContext extends BaseContext>(
  options: ServeGraphQLOptions<TContext>,
): Promise<RunningService> {
  const { server, context, callCounter, guard, ...listenOptions } = options;
  await server.start();
  const app = createApp();
  if (callCounter) app.use(callCounter.router());
  if (guard) app.use('/graphql', guard);
  app.use('/graphql', express.json({ limit: REQUEST_BODY_LIMIT }), expressMiddleware(server, { context }));
  app.use(unreadableBody(listenOptions));
  const running = await listen(app, listenOptions);
  return {
    ...running,
    close: async () => {
      await running.close();
      await server.stop();
    },
  };
}
