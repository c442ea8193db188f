import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TIMEOUTS_MS } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRequest } from './gateway';

/**
 * Timeouts nest (TIMEOUTS_MS): with the commerce platform hung, the cart subgraph gives up first and says so
 * itself, and the gateway still answers with the catalogue's data. The stack runs with the default timeouts.
 */
const PAGE = /* GraphQL */ `
  query HungPlatform {
    categoryTree {
      id
      name
    }
    cart(id: "a-guest-cart") {
      id
    }
  }
`;

/** A commerce platform that takes every call and never answers. */
let hungPlatform: Server;
let stack: TestStack;

beforeAll(async () => {
  hungPlatform = createServer(() => {});
  await new Promise<void>((resolve) => hungPlatform.listen(0, '127.0.0.1', resolve));
  const { port } = hungPlatform.address() as AddressInfo;
  stack = await startTestStack({
    products: 40,
    only: ['catalog', 'cart', 'gateway'],
    env: { COMMERCE_API_URL: `http://127.0.0.1:${port}` },
  });
});

afterAll(async () => {
  await stack?.stop();
  hungPlatform?.closeAllConnections();
  await new Promise((resolve) => hungPlatform?.close(resolve));
});

describe('a hung upstream', () => {
  it("is reported by its subgraph (UPSTREAM_TIMEOUT) before the gateway's timeout, beside the other data", async () => {
    const started = Date.now();
    const answer = await gatewayRequest<{ categoryTree: unknown[]; cart: unknown }>(
      stack.urls.gateway!,
      PAGE,
      {},
      { store: 'nl-be' },
    );
    const elapsedMs = Date.now() - started;

    expect(answer.data?.categoryTree.length).toBeGreaterThan(0);
    expect(answer.data?.cart).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['cart'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_TIMEOUT', upstream: 'commerce platform' }),
      }),
    ]);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUTS_MS.upstream);
    expect(elapsedMs).toBeLessThan(TIMEOUTS_MS.subgraph);
    console.info(`hung upstream reported by its subgraph in ${elapsedMs} ms`);
  });
});
