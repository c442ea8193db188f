import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstreamCallOf } from '@shop/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUT_MS } from './query';
import { vsfApiTransport } from './vsfApiTransport';

/** vue-storefront-api that takes every search and never answers. */
let hung: Server;
let catalogUrl: string;

beforeAll(async () => {
  hung = createServer(() => {});
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  catalogUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/api/catalog`;
});

afterAll(async () => {
  hung.closeAllConnections();
  await new Promise((resolve) => hung.close(resolve));
});

describe('a search through vue-storefront-api that gets no answer', () => {
  it('waits the upstream timeout by default, below the gateway’s', () => {
    expect(CLIENT_TIMEOUT_MS).toBeLessThan(5000);
  });

  it('fails with UPSTREAM_TIMEOUT, naming the call for its one log line without the query', async () => {
    const transport = vsfApiTransport({ catalogUrl, indexPrefix: 'vue_storefront_catalog', timeoutMs: 100 });
    const failure = await transport
      .search('nl_be', 'product', { query: { match_all: {} } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
    expect(upstreamCallOf(failure)).toMatchObject({
      upstream: 'vue-storefront-api catalogue',
      method: 'GET',
      path: '/api/catalog/vue_storefront_catalog_nl_be/product/_search',
      outcome: 'timeout',
    });
  });
});
