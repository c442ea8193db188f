import type { ApolloServer, BaseContext, ContextFunction } from '@apollo/server';
import { expressMiddleware, type ExpressContextFunctionArgument } from '@as-integrations/express5';
import express from 'express';
import { createApp, listen, type ListenOptions, type RunningService } from './http';
import type { CallCounter } from './callCounter';

export interface ServeGraphQLOptions<TContext extends BaseContext> extends ListenOptions {
  server: ApolloServer<TContext>;
  context: ContextFunction<[ExpressContextFunctionArgument], TContext>;
  /** Extra routes mounted before `/graphql` (e.g. a call counter outside production). */
  callCounter?: CallCounter;
}

/** Serves an Apollo Server at `/graphql` with `/health`; used by every subgraph and the gateway. */
export async function serveGraphQL<TContext extends BaseContext>(
  options: ServeGraphQLOptions<TContext>,
): Promise<RunningService> {
  const { server, context, callCounter, ...listenOptions } = options;
  await server.start();
  const app = createApp();
  if (callCounter) app.use(callCounter.router());
  app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(server, { context }));
  const running = await listen(app, listenOptions);
  return {
    ...running,
    close: async () => {
      await running.close();
      await server.stop();
    },
  };
}
