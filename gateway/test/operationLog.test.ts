import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationLogLine } from '../src/operationLog';
import { postQuery, startCatalogOnlyGateway, type CatalogOnlyGateway } from './harness';

/** The gateway's log lines, as pino writes them (one JSON object per line). */
const lines: (OperationLogLine & { msg: string; level: number })[] = [];
let shop: CatalogOnlyGateway;

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  shop = await startCatalogOnlyGateway({ Query: { products: () => [{ sku: 'a', name: 'A' }] } }, {}, logger);
});

afterAll(async () => {
  await shop?.close();
});

const operationLines = (requestId: string) =>
  lines.filter((line) => line.msg === 'operation' && line.requestId === requestId);

describe("the gateway's operation log (issue 20: count what a page costs)", () => {
  it('logs one line per operation with its name, its duration and the request id it was sent with', async () => {
    // A page's server render sends its queries with the page request's id: its lines share it.
    for (const name of ['ResolveRoute', 'CategoryPage']) {
      const answer = await postQuery(shop.gateway.graphqlUrl, `query ${name} { products { sku } }`, {
        'x-request-id': 'page-1',
      });
      expect(answer.body.errors).toBeUndefined();
    }
    const logged = operationLines('page-1');
    expect(logged.map((line) => line.operation)).toEqual(['ResolveRoute', 'CategoryPage']);
    for (const line of logged) {
      expect(line.ms).toBeGreaterThan(0);
      expect(line.errors).toBe(0);
    }
  });

  it('logs an anonymous operation and one that failed, with its errors', async () => {
    await postQuery(shop.gateway.graphqlUrl, '{ products { sku } }', { 'x-request-id': 'anonymous-1' });
    await postQuery(shop.gateway.graphqlUrl, 'query Broken { products { skuu } }', {
      'x-request-id': 'broken-1',
    });
    expect(operationLines('anonymous-1')).toEqual([expect.objectContaining({ operation: null, errors: 0 })]);
    expect(operationLines('broken-1')).toEqual([expect.objectContaining({ operation: 'Broken', errors: 1 })]);
  });
});
