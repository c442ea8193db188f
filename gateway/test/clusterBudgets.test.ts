import http from 'node:http';
import { freePorts, launchStack, type RunningStack } from '@shop/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/domain/partnerKeys';

/** A request on a connection of its own, so that the cluster's primary hands each to the next worker. */
function askOnNewConnection(url: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-api-key': key },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query: '{ __typename }' }));
  });
}

/**
 * npm start runs the gateway as one process per core: without Redis a partner's budget must still be one
 * budget for the machine, not one per process (the workers count in the cluster's primary).
 */
describe('a partner budget across the gateway processes of one machine', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await launchStack({
      only: ['gateway'],
      ports: await freePorts(),
      env: {
        LOG_LEVEL: 'warn',
        GATEWAY_WORKERS: '2',
        PARTNER_KEYS: `bookshop:${hashApiKey('bookshop-key')}:4:1000000`,
      },
    });
  }, 60_000);
  afterAll(() => stack?.stop());

  it('is spent once, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await askOnNewConnection(stack.urls.gateway!, 'bookshop-key'));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
