import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from './http';
import { createLogger } from './logger';
import { createSubgraphServer, serveSubgraph, type SubgraphServerOptions } from './subgraphServer';

// Apollo Server requires graphql's CommonJS build, and a schema must come from the same build; vitest would
// import the ES module one (as a subgraph's schema comes from @apollo/subgraph, itself CommonJS).
const { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      store: { type: GraphQLString, resolve: (_parent, _args, context: { store: string }) => context.store },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('broken', { extensions: { code: 'BROKEN' } });
        },
      },
    },
  }),
});

const createServer = (options: SubgraphServerOptions = {}) =>
  createSubgraphServer<{ store: string }>({ name: 'test', schema }, options);

describe('createSubgraphServer', () => {
  it('leaves stack traces out in production and keeps them when asked not to', async () => {
    const stackOf = async (production: boolean) => {
      const response = await createServer({ production }).executeOperation(
        { query: '{ broken }' },
        { contextValue: { store: 'nl-be' } },
      );
      return response.body.kind === 'single' ? response.body.singleResult.errors?.[0]?.extensions : undefined;
    };
    expect((await stackOf(true))?.stacktrace).toBeUndefined();
    expect((await stackOf(false))?.stacktrace).toBeDefined();
  });
});

describe('serveSubgraph', () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await serveSubgraph({
      service: { title: 'test subgraph', portVariable: 'TEST_PORT' },
      port: 0,
      logger: createLogger('test'),
      createServer,
      // Each request's context comes from its headers (the Store header picks the store view).
      createContext: (identity, dependencies: { prefix: string }) => ({
        store: `${dependencies.prefix}${identity.storeView.code}`,
      }),
      dependencies: { prefix: 'store ' },
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('builds every request a context from its headers and the service dependencies', async () => {
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en-be' },
      body: JSON.stringify({ query: '{ store }' }),
    });
    expect(await response.json()).toEqual({ data: { store: 'store en-be' } });
  });
});
