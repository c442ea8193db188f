import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_CALL_FAILED } from './failureLog';
import type { RunningService } from './http';
import { createLogger } from './logger';
import { createSubgraphServer, serveSubgraph, type SubgraphServerOptions } from './subgraphServer';

// Apollo Server requires graphql's CommonJS build, and a schema must come from the same build; vitest would
// import the ES module one (as a subgraph's schema comes from @apollo/subgraph, itself CommonJS).
const { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

const PLATFORM_DOWN = new GraphQLError('commerce platform did not answer within 4000 ms', {
  extensions: { code: 'UPSTREAM_TIMEOUT', upstream: 'commerce platform' },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      store: { type: GraphQLString, resolve: (_parent, _args, context: { store: string }) => context.store },
      // One failure of an upstream that every item of a page shares, as a loader's rejected batch is.
      platformDown: {
        type: GraphQLString,
        resolve: () => {
          throw PLATFORM_DOWN;
        },
      },
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

describe('an upstream failure in the answer', () => {
  it('is logged once with the request’s logger, however many fields it failed', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('test', {
      level: 'info',
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    });
    const requestLogger = logger.child({ requestId: 'req-down' });
    const response = await createSubgraphServer<{ store: string; logger: typeof logger }>(
      { name: 'test', schema },
      { logger },
    ).executeOperation(
      { query: '{ a: platformDown b: platformDown broken }' },
      { contextValue: { store: 'nl-be', logger: requestLogger } },
    );
    const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
    expect(errors).toHaveLength(3);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, requestId: 'req-down', msg: UPSTREAM_CALL_FAILED }),
    ]);
    expect(lines[0]?.err).toMatchObject({ message: 'commerce platform did not answer within 4000 ms' });
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
