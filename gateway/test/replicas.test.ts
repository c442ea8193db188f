import { startRedis, type RunningRedis } from '@shop/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/domain/partnerKeys';
import {
  CATALOG_SDL,
  composeSupergraphFile,
  postQuery,
  setCacheHint,
  startFakeSubgraph,
  startGateway,
  testConfig,
  type FakeSubgraph,
} from './harness';

const QUERY = 'query Products { products { sku name } }';

/**
 * Issue 23 item 5: two gateway replicas on one Redis (Debian's redis-server, started for this test) behave
 * as one gateway: a partner's budget is spent across both, and an answer cached through one is served by the
 * other.
 */
describe('two gateway replicas on one Redis', () => {
  let redis: RunningRedis;
  let catalog: FakeSubgraph;
  let replicas: Awaited<ReturnType<typeof startGateway>>[] = [];
  let removeSupergraph: () => Promise<void>;

  beforeAll(async () => {
    redis = await startRedis();
    catalog = await startFakeSubgraph('catalog', CATALOG_SDL, {
      Query: {
        products: (_parent, _args, _context, info) => {
          setCacheHint(info, { maxAge: 300, scope: 'PUBLIC' });
          return [{ sku: 'B-1', name: 'De Gruffalo' }];
        },
      },
    });
    const supergraph = await composeSupergraphFile({ catalog });
    removeSupergraph = supergraph.remove;
    const config = testConfig({
      SUPERGRAPH_PATH: supergraph.file,
      CATALOG_URL: catalog.graphqlUrl,
      REDIS_URL: redis.url,
      PARTNER_KEYS: `shared:${hashApiKey('shared-key')}:3:1000000`,
    });
    replicas = [await startGateway(config), await startGateway(config)];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await catalog?.close();
    await removeSupergraph?.();
    await redis?.stop();
  });

  it('spends one partner budget across both replicas', async () => {
    const [one, two] = replicas.map((replica) => replica.graphqlUrl) as [string, string];
    const key = { 'x-api-key': 'shared-key', store: 'nl-nl' };
    expect((await postQuery(one, QUERY, key)).status).toBe(200);
    expect((await postQuery(two, QUERY, key)).status).toBe(200);
    expect((await postQuery(one, QUERY, key)).status).toBe(200);
    const refused = await postQuery(two, QUERY, key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('serves through one replica an answer cached through the other', async () => {
    const [one, two] = replicas.map((replica) => replica.graphqlUrl) as [string, string];
    const first = await postQuery(one, QUERY, { store: 'en-be', 'x-request-id': 'through-one' });
    const second = await postQuery(two, QUERY, { store: 'en-be', 'x-request-id': 'through-two' });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    const seen = catalog.received.map((headers) => headers['x-request-id']);
    expect(seen).toContain('through-one');
    expect(seen).not.toContain('through-two');
  });
});

describe('a gateway whose Redis cannot be reached', () => {
  it('does not start, and says why', async () => {
    const { openSharedState, RedisUnreachableError } = await import('../src/sharedState');
    // Port 1 on this machine: nothing listens, the connection is refused again and again.
    const refusal = await openSharedState('redis://127.0.0.1:1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RedisUnreachableError);
    expect((refusal as Error).message).toMatch(/^Cannot reach Redis at REDIS_URL \(/);
  }, 15_000);
});
