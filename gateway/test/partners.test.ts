import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { DEMO_PARTNER, hashApiKey } from '../src/domain/partnerKeys';
import { configuredPartners } from '../src/partnerAccess';
import { postQuery, startCatalogOnlyGateway, type CatalogOnlyGateway } from './harness';

const QUERY = '{ products { sku name } }';
/** Its cost as the gateway measures it: the list (2) and 1.5 × its two scalars. */
const QUERY_COST = 5;

/** Three partners with small budgets, so a test can spend them. */
const PARTNER_KEYS = [
  `frugal:${hashApiKey('frugal-key')}:2:1000000`,
  `costly:${hashApiKey('costly-key')}:100:${QUERY_COST * 2}`,
  `other:${hashApiKey('other-key')}:100:1000000`,
].join(';');

describe('partner keys and their budgets (issue 23 item 2)', () => {
  let shop: CatalogOnlyGateway;
  const ask = (key?: string) => postQuery(shop.gateway.graphqlUrl, QUERY, key ? { 'x-api-key': key } : {});

  beforeAll(async () => {
    shop = await startCatalogOnlyGateway(
      { Query: { products: () => [{ sku: 'B-1', name: 'De Gruffalo' }] } },
      { PARTNER_KEYS },
    );
  });
  afterAll(() => shop?.close());

  it('serves a caller without a key (the storefront, a visitor)', async () => {
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ products: [{ sku: 'B-1', name: 'De Gruffalo' }] });
  });

  it('refuses an unknown key with 401 and a code, and calls no subgraph', async () => {
    const calls = shop.catalog.received.length;
    const answer = await ask('no-such-key');
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('API_KEY_UNKNOWN');
    expect(answer.body.errors?.[0]?.message).toBe('This API key is not known.');
    expect(shop.catalog.received.length).toBe(calls);
  });

  it('serves the demo key outside production', async () => {
    const answer = await ask(DEMO_PARTNER.key);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ products: [{ sku: 'B-1', name: 'De Gruffalo' }] });
  });

  it('answers 429 with Retry-After once a key has spent its requests, and serves other keys', async () => {
    expect((await ask('frugal-key')).status).toBe(200);
    expect((await ask('frugal-key')).status).toBe(200);
    const calls = shop.catalog.received.length;
    const refused = await ask('frugal-key');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      budget: 'requests',
      retryAfterSeconds: retryAfter,
    });
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^The requests budget of this API key \(2 a minute\) is spent; try again in \d+ s\.$/,
    );
    expect(shop.catalog.received.length).toBe(calls);

    expect((await ask('other-key')).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });

  it('answers 429 once a key has spent its query cost, before any subgraph is called', async () => {
    expect((await ask('costly-key')).status).toBe(200);
    expect((await ask('costly-key')).status).toBe(200);
    const calls = shop.catalog.received.length;
    const refused = await ask('costly-key');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', budget: 'cost' });
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^The query cost budget of this API key \(10 a minute\)/,
    );
    expect(shop.catalog.received.length).toBe(calls);
    expect((await ask('other-key')).status).toBe(200);
  });
});

describe('the demo key', () => {
  const names = (env: Record<string, string>) =>
    configuredPartners(loadGatewayConfig({ GATEWAY_PORT: '0', ...env })).map((partner) => partner.name);

  it('is off in production unless switched on (npm start does), on elsewhere', () => {
    expect(names({ NODE_ENV: 'production' })).toEqual([]);
    expect(names({ NODE_ENV: 'production', GATEWAY_DEMO_PARTNER: 'true' })).toEqual(['demo']);
    expect(names({ NODE_ENV: 'development', PARTNER_KEYS })).toEqual(['frugal', 'costly', 'other', 'demo']);
  });
});
