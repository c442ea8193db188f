import { describe, expect, it } from 'vitest';
import { Kind, parse, type ConstArgumentNode } from 'graphql';
import { DEFAULT_SUPERGRAPH_PATH, SUBGRAPH_URL_VARIABLES } from '../src/config';
import { readSupergraph } from '../src/gateway';
import { postQuery, startGateway, testConfig } from './harness';

/** The subgraph names recorded by `@join__graph(name: ...)` in a supergraph. */
function subgraphNames(supergraphSdl: string): string[] {
  const names: string[] = [];
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const name = value.directives
        ?.find((d) => d.name.value === 'join__graph')
        ?.arguments?.find((a: ConstArgumentNode) => a.name.value === 'name');
      if (name?.value.kind === Kind.STRING) names.push(name.value.value);
    }
  }
  return names.sort();
}

describe('the checked-in schema/supergraph.graphql', () => {
  it('is the default SUPERGRAPH_PATH and names only subgraphs the gateway has a URL variable for', () => {
    const config = testConfig({});
    expect(config.SUPERGRAPH_PATH).toBe(DEFAULT_SUPERGRAPH_PATH);
    expect(subgraphNames(readSupergraph(config))).toEqual(Object.keys(SUBGRAPH_URL_VARIABLES).sort());
  });

  it('starts the gateway; with every subgraph unreachable a query fails with SUBGRAPH_UNAVAILABLE', async () => {
    const nowhere = 'http://127.0.0.1:9/graphql';
    const gateway = await startGateway(
      testConfig({
        CATALOG_URL: nowhere,
        CART_URL: nowhere,
        CLASSREADING_URL: nowhere,
        CONTENT_URL: nowhere,
      }),
    );
    try {
      const typeNames = await postQuery(gateway.graphqlUrl, '{ __type(name: "Product") { name } }');
      expect(typeNames.body.data).toEqual({ __type: { name: 'Product' } });
      const answer = await postQuery(gateway.graphqlUrl, '{ categoryTree { id name } }');
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'SUBGRAPH_UNAVAILABLE',
        serviceName: 'catalog',
      });
    } finally {
      await gateway.close();
    }
  });

  it('fails at start with a message naming SUPERGRAPH_PATH when the file is missing', async () => {
    await expect(
      startGateway(testConfig({ SUPERGRAPH_PATH: '/nonexistent/supergraph.graphql' })),
    ).rejects.toThrow(/SUPERGRAPH_PATH=\/nonexistent\/supergraph\.graphql/);
  });
});
