import type { IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { parse, type GraphQLResolveInfo } from 'graphql';
import { serveGraphQL, type Logger, type RunningService } from '@shop/service';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';
import { serveGateway } from '../src/server';

/** A tiny in-process subgraph that remembers the headers of every request it received. */
export interface FakeSubgraph extends RunningService {
  graphqlUrl: string;
  typeDefs: string;
  received: IncomingHttpHeaders[];
}

/** What a fake subgraph's resolvers get: a bag they may write to, for the subgraph's plugins to read. */
export type FakeContext = Record<string, unknown>;

export async function startFakeSubgraph(
  name: string,
  typeDefs: string,
  resolvers: GraphQLResolverMap<FakeContext>,
  plugins: ApolloServerPlugin<FakeContext>[] = [],
): Promise<FakeSubgraph> {
  const received: IncomingHttpHeaders[] = [];
  const server = new ApolloServer<FakeContext>({
    schema: buildSubgraphSchema([{ typeDefs: parse(typeDefs), resolvers }]),
    plugins: [ApolloServerPluginInlineTraceDisabled(), ...plugins],
  });
  const running = await serveGraphQL({
    name,
    server,
    context: async ({ req }) => {
      received.push(req.headers);
      return {};
    },
    port: 0,
    portVariable: 'TEST_PORT',
  });
  return { ...running, graphqlUrl: `${running.url}/graphql`, typeDefs, received };
}

/**
 * Composes the fakes into a supergraph file the way `npm run compose` does. The URLs recorded in it lead
 * nowhere, so a passing test proves the gateway takes the subgraph URLs from its config.
 */
export async function composeSupergraphFile(
  subgraphs: Record<string, FakeSubgraph>,
): Promise<{ file: string; remove(): Promise<void> }> {
  const result = composeServices(
    Object.entries(subgraphs).map(([name, subgraph]) => ({
      name,
      url: 'http://127.0.0.1:9/graphql',
      typeDefs: parse(subgraph.typeDefs),
    })),
  );
  if (result.errors) throw new Error(result.errors.map((e) => e.message).join('\n'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-test-'));
  const file = path.join(dir, 'supergraph.graphql');
  await writeFile(file, result.supergraphSdl);
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(env: Record<string, string>): GatewayConfig {
  return loadGatewayConfig({ GATEWAY_PORT: '0', NODE_ENV: 'test', ...env });
}

export async function startGateway(
  config: GatewayConfig,
  logger?: Logger,
): Promise<RunningService & { graphqlUrl: string }> {
  const running = await serveGateway(config, logger);
  return { ...running, graphqlUrl: `${running.url}/graphql` };
}

/** A gateway over the fake catalog alone, for tests of the gateway's own behaviour. */
export interface CatalogOnlyGateway {
  gateway: RunningService & { graphqlUrl: string };
  catalog: FakeSubgraph;
  close(): Promise<void>;
}

export async function startCatalogOnlyGateway(
  resolvers: GraphQLResolverMap<unknown>,
  env: Record<string, string> = {},
  logger?: Logger,
): Promise<CatalogOnlyGateway> {
  const catalog = await startFakeSubgraph('catalog', CATALOG_SDL, resolvers);
  const supergraph = await composeSupergraphFile({ catalog });
  const gateway = await startGateway(
    testConfig({ SUPERGRAPH_PATH: supergraph.file, CATALOG_URL: catalog.graphqlUrl, ...env }),
    logger,
  );
  return {
    gateway,
    catalog,
    close: async () => {
      await gateway.close();
      await catalog.close();
      await supergraph.remove();
    },
  };
}

export interface GraphQLAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export async function postQuery(
  url: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLAnswer['body'],
  };
}

/**
 * The fake catalog every gateway test starts from: it owns Product by its key, as in the shop; each test
 * adds its own fake cart subgraph that extends Product.
 */
export const CATALOG_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "sku") {
    sku: String!
    name: String!
  }
  type Query {
    products: [Product!]!
  }
`;

/** Sets a resolver's cache hint as a subgraph's @cacheControl would (Apollo Server's cache control on the info). */
export function setCacheHint(
  info: GraphQLResolveInfo,
  hint: { maxAge: number; scope: 'PUBLIC' | 'PRIVATE' },
): void {
  (
    info as GraphQLResolveInfo & { cacheControl: { setCacheHint(h: typeof hint): void } }
  ).cacheControl.setCacheHint(hint);
}
