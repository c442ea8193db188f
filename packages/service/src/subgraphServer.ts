import { ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { apolloReportingPlugins } from './apolloReporting';
import type { CallCounter } from './callCounter';
import { upstreamFailuresLog } from './upstreamFailuresLog';
import { readRequestIdentity, type RequestIdentity } from './headers';
import type { RunningService } from './http';
import { createLogger, type Logger } from './logger';
import { serveGraphQL } from './subgraph';

/** What every subgraph's `createServer()` takes, in index.ts and in the tests alike. */
export interface SubgraphServerOptions {
  /** Apollo Server's own messages go to this log; the subgraph's own logger when left out. */
  logger?: Logger;
  /** In production, errors carry no stack traces; left out, Apollo Server decides by NODE_ENV. */
  production?: boolean;
}

/** A subgraph's Apollo Server over its federated schema, with its own plugins and Apollo's reporting off. */
export function createSubgraphServer<TContext extends BaseContext>(
  subgraph: { name: string; schema: GraphQLSchema; plugins?: ApolloServerPlugin<TContext>[] },
  options: SubgraphServerOptions = {},
): ApolloServer<TContext> {
  const logger = options.logger ?? createLogger(subgraph.name);
  return new ApolloServer<TContext>({
    schema: subgraph.schema,
    logger,
    plugins: [
      ...(subgraph.plugins ?? []),
      upstreamFailuresLog<TContext>(logger),
      ...apolloReportingPlugins(),
    ],
    ...(options.production === undefined ? {} : { includeStacktraceInErrorResponses: !options.production }),
  });
}

/** How index.ts boots a subgraph: its server, a context per request from the service's dependencies, listen. */
export interface ServeSubgraphOptions<TContext extends BaseContext, TDependencies> {
  /** The subgraph's entry of the stack's service list: its title and the variable of its port. */
  service: { title: string; portVariable: string };
  port: number;
  logger: Logger;
  production?: boolean;
  createServer: (options: SubgraphServerOptions) => ApolloServer<TContext>;
  createContext: (identity: RequestIdentity, dependencies: TDependencies) => TContext;
  /** Built once for the process: configuration, upstream clients, caches. */
  dependencies: TDependencies;
  callCounter?: CallCounter;
}

/** Serves a subgraph at `/graphql` with `/health`, each request's context from its headers. */
export function serveSubgraph<TContext extends BaseContext, TDependencies>(
  options: ServeSubgraphOptions<TContext, TDependencies>,
): Promise<RunningService> {
  const { service, port, logger, production, createServer, createContext, dependencies, callCounter } =
    options;
  return serveGraphQL({
    name: service.title,
    server: createServer({ logger, ...(production === undefined ? {} : { production }) }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port,
    portVariable: service.portVariable,
    logger,
    ...(callCounter ? { callCounter } : {}),
  });
}
