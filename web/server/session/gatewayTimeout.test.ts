import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen, TIMEOUTS_MS } from '@shop/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenLock } from './domain/tokenLock';
import { graphqlRoute } from './graphqlRoute';
import { createSessionForwarder, GatewayTimeoutError } from './sessionForwarder';
import { VisitorSession } from './visitorSession';

const TIMEOUT_MS = 150;

/** A gateway that takes every request and never answers. */
let hungGateway: Server;
let gatewayUrl: string;

beforeAll(async () => {
  hungGateway = createServer(() => {});
  await new Promise<void>((resolve) => hungGateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(hungGateway.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  hungGateway.closeAllConnections();
  await new Promise((resolve) => hungGateway.close(resolve));
});

const forwarder = () =>
  createSessionForwarder({ gatewayUrl, lock: new TokenLock(), gatewayTimeoutMs: TIMEOUT_MS });

const request = {
  method: 'POST' as const,
  search: '',
  headers: { 'content-type': 'application/json' },
  body: '{"query":"{ __typename }"}',
};

describe('the web server’s calls of the gateway', () => {
  it('wait longer than the gateway waits for a subgraph, so the gateway reports a late subgraph itself', () => {
    expect(TIMEOUTS_MS.web).toBeGreaterThan(TIMEOUTS_MS.subgraph);
  });

  it('give up on a gateway that does not answer within their timeout', async () => {
    const started = Date.now();
    await expect(forwarder().forward(request, VisitorSession.fromCookieHeader(undefined))).rejects.toThrow(
      GatewayTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('answer the browser’s /graphql with 504 and GATEWAY_TIMEOUT', async () => {
    const app = express();
    app.post(
      '/graphql',
      graphqlRoute({ forwarder: forwarder(), cookies: { secure: false, maxAgeSeconds: 60 } }),
    );
    const web = await listen(app, { name: 'web', port: 0, portVariable: 'WEB_PORT' });
    try {
      const response = await fetch(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        errors: [
          {
            message: `The GraphQL gateway did not answer within ${TIMEOUT_MS} ms.`,
            extensions: { code: 'GATEWAY_TIMEOUT' },
          },
        ],
      });
    } finally {
      await web.close();
    }
  });
});
