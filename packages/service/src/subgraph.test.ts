import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from './http';
import { serveGraphQL } from './subgraph';

describe('serveGraphQL', () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await serveGraphQL({
      name: 'test service',
      port: 0,
      portVariable: 'TEST_PORT',
      server: new ApolloServer({
        typeDefs: 'type Query { hello: String }',
        resolvers: { Query: { hello: () => 'hi' } },
      }),
      context: async () => ({}),
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  const post = (body: string) =>
    fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers a query', async () => {
    const response = await post(JSON.stringify({ query: '{ hello }' }));
    expect(await response.json()).toEqual({ data: { hello: 'hi' } });
  });

  it('answers a body that is not JSON with a GraphQL error with code BAD_REQUEST (400), not an HTML page', async () => {
    const response = await post('{ "query": ');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers a body over 1 MB with 413 and the same error shape', async () => {
    const response = await post(JSON.stringify({ query: `{ hello } # ${'x'.repeat(1_100_000)}` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is larger than 1mb.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
