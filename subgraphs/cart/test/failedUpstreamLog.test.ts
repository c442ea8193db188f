import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger, readRequestIdentity, singleResult, UPSTREAM_CALL_FAILED } from '@shop/service';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, createServer } from '../src/server';
import { httpCommercePlatform } from '../src/upstream/http';
import { httpCustomerAccounts } from '../src/upstream/httpAccounts';

/** A page of 20 products with the cart's fields: 2 stock calls (15 skus each), 1 render-list, 1 reviews. */
const SKUS = Array.from({ length: 20 }, (_, i) => `97890448${String(i).padStart(5, '0')}`);
const PAGE = /* GraphQL */ `
  query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Product {
        sku
        stock {
          status
        }
        livePrice {
          isCurrent
        }
        reviews {
          title
        }
      }
    }
  }
`;
const TIMEOUT_MS = 200;

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A stand-in of the commerce platform that treats every call as `answer` says, and notes each. */
async function platform(answer: (request: IncomingMessage, respond: (status: number) => void) => void) {
  const received: string[] = [];
  const server: Server = createHttpServer((request, response) => {
    received.push(`${request.method} ${new URL(request.url ?? '/', 'http://x').pathname}`);
    answer(request, (status) => {
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request of the page through the cart subgraph over `commerceUrl`, with the service's log captured. */
async function pageRequest(
  commerceUrl: string,
  requestId: string,
  query = PAGE,
  variables: Record<string, unknown> = {
    representations: SKUS.map((sku, i) => ({ __typename: 'Product', sku, id: i + 1 })),
  },
) {
  const lines: LogLine[] = [];
  const logger = createLogger('cart', {
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    }),
  });
  const upstream = { COMMERCE_API_URL: commerceUrl, COMMERCE_TIMEOUT_MS: TIMEOUT_MS, logger };
  const contextValue = createContext(readRequestIdentity({ 'x-request-id': requestId, store: 'nl-be' }), {
    config: { STOCK_SYNCHRONIZE: true },
    logger,
    commercePlatform: httpCommercePlatform(upstream),
    customerAccounts: httpCustomerAccounts(upstream),
  });
  const result = singleResult(
    await createServer({ logger }).executeOperation({ query, variables }, { contextValue }),
  );
  return { result, lines };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('a page whose platform calls fail', () => {
  it('logs one line per failed call, with the request id, not one per sku', async () => {
    // Takes every call and never answers.
    const hung = await platform(() => {});
    stop = hung.close;
    const { result, lines } = await pageRequest(hung.url, 'page-hung-1');

    // The page itself: every product, without the platform's fields.
    expect(result.errors).toBeUndefined();
    const entities = (result.data as { _entities: { sku: string; stock: unknown; reviews: unknown[] }[] })
      ._entities;
    expect(entities.map((entity) => entity.sku)).toEqual(SKUS);
    expect(entities.every((entity) => entity.stock === null && entity.reviews.length === 0)).toBe(true);

    expect([...hung.received].sort()).toEqual([
      'GET /api/product/render-list',
      'GET /api/review/list',
      'GET /api/stock/list',
      'GET /api/stock/list',
    ]);
    const warnings = lines.filter((line) => line.level >= 40);
    expect(warnings).toHaveLength(hung.received.length);
    for (const line of warnings) {
      expect(line).toMatchObject({
        msg: UPSTREAM_CALL_FAILED,
        requestId: 'page-hung-1',
        upstream: 'commerce platform',
        method: 'GET',
        outcome: 'timeout',
        code: 'UPSTREAM_TIMEOUT',
      });
      expect(line.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(line).not.toHaveProperty('sku');
    }
    expect(warnings.map((line) => `${String(line.method)} ${String(line.path)}`).sort()).toEqual(
      [...hung.received].sort(),
    );
    // Paths only: the query strings carry skus and customer tokens.
    expect(JSON.stringify(warnings)).not.toContain('skus=');
  });

  it('names the status of an answer that is not the contract’s, and an unreachable platform', async () => {
    const failing = await platform((_request, respond) => respond(502));
    stop = failing.close;
    const bad = await pageRequest(failing.url, 'page-502');
    const badLines = bad.lines.filter((line) => line.level >= 40);
    expect(badLines).toHaveLength(failing.received.length);
    for (const line of badLines) {
      expect(line).toMatchObject({ requestId: 'page-502', outcome: 502, code: 'UPSTREAM_BAD_RESPONSE' });
    }

    await failing.close();
    stop = undefined;
    const down = await pageRequest(failing.url, 'page-down');
    const downLines = down.lines.filter((line) => line.level >= 40);
    // The same four calls, each refused.
    expect(downLines).toHaveLength(4);
    for (const line of downLines) {
      expect(line).toMatchObject({
        requestId: 'page-down',
        outcome: 'unreachable',
        code: 'UPSTREAM_UNAVAILABLE',
      });
    }
  });

  it('logs a failure that reaches the answer once too', async () => {
    const hung = await platform(() => {});
    stop = hung.close;
    const { result, lines } = await pageRequest(
      hung.url,
      'cart-hung',
      '{ cart(id: "a-guest-cart") { id } }',
      {},
    );
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(hung.received).toEqual(['GET /api/cart/pull']);
    expect(lines.filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ msg: UPSTREAM_CALL_FAILED, requestId: 'cart-hung', path: '/api/cart/pull' }),
    ]);
  });
});
