import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogOnlyGateway, type CatalogOnlyGateway } from './harness';

/**
 * The gateway against the GraphQL over HTTP specification, with graphql-http's audit (the suite of the
 * specification's authors): every MUST holds. The SHOULDs it misses are Apollo Server's choices (400 for a
 * document that does not parse or validate when the client accepts application/json), and the MAYs are
 * GETs without the CSRF preflight header, which the gateway refuses on purpose.
 */
describe('the gateway over HTTP (GraphQL over HTTP audit)', () => {
  let stack: CatalogOnlyGateway;

  beforeAll(async () => {
    stack = await startCatalogOnlyGateway({ Query: { products: () => [{ sku: 'a', name: 'A' }] } });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('meets every MUST of the specification', async () => {
    const results = await auditServer({ url: stack.gateway.graphqlUrl });
    const failed = results.filter((result) => result.status === 'error');
    expect(failed.map((result) => `${result.id} ${result.name}`)).toEqual([]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThanOrEqual(50);
  });
});
