// @vitest-environment node
import { readFileSync } from 'node:fs';
import express from 'express';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '@shop/service';
import { PAGE_QUERY, createGatewayPageLookup, type PageLookup } from './pageLookup';

const api = buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));

describe('the query of the page lookup', () => {
  it('is valid against the public API (schema/api.graphql)', () => {
    expect(validate(api, parse(PAGE_QUERY)).map((error) => error.message)).toEqual([]);
  });
});

describe('createGatewayPageLookup', () => {
  let answer: unknown;
  let gateway: RunningService;
  let lookup: PageLookup;

  beforeAll(async () => {
    const app = express();
    app.post('/graphql', (_req, res) => {
      res.json(answer);
    });
    gateway = await listen(app, { name: 'stub gateway', port: 0, portVariable: 'GATEWAY_PORT' });
    lookup = createGatewayPageLookup({ gatewayUrl: `${gateway.url}/graphql`, timeoutMs: 1000 });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const ask = () => lookup({ store: 'en-be', path: '/en-be/x', requestId: 'r1' });

  it("keeps the page's own canonical path and ignores alternates of unknown store views", async () => {
    answer = {
      data: {
        route: {
          target: {
            __typename: 'CategoryRoute',
            canonicalPath: '/en-be/c/books',
            category: { name: 'Books' },
          },
          alternates: [
            { storeCode: 'nl-be', path: '/nl-be/c/boeken' },
            { storeCode: 'en-be', path: '/en-be/c/other' },
            { storeCode: 'fr-fr', path: '/fr-fr/c/livres' },
          ],
        },
      },
    };
    expect(await ask()).toEqual({
      outcome: 'found',
      name: 'Books',
      description: null,
      paths: { 'en-be': '/en-be/c/books', 'nl-be': '/nl-be/c/boeken' },
    });
  });

  it('answers a redirect with its status, 301 when the status is not a redirect', async () => {
    const redirect = (statusCode: number) => ({
      data: {
        route: {
          target: { __typename: 'RouteRedirect', location: '/nl-be/p/1/a', statusCode },
          alternates: [],
        },
      },
    });
    answer = redirect(308);
    expect(await ask()).toEqual({ outcome: 'redirect', status: 308, location: '/nl-be/p/1/a' });
    answer = redirect(200);
    expect(await ask()).toEqual({ outcome: 'redirect', status: 301, location: '/nl-be/p/1/a' });
  });

  const notFound = {
    target: { __typename: 'RouteNotFound', reason: { code: 'PAGE_NOT_FOUND' } },
    alternates: [],
  };

  it('finds an editorial page where the catalogue has none (seed 001 §2), in its own store view only', async () => {
    answer = {
      data: {
        route: notFound,
        editorialPage: {
          title: 'Education',
          body: '<p>Books for <b>schools</b>.</p>',
          canonicalPath: '/en-be/e/education',
        },
      },
    };
    expect(await ask()).toEqual({
      outcome: 'found',
      name: 'Education',
      description: 'Books for schools.',
      paths: { 'en-be': '/en-be/e/education' },
    });
    answer = { data: { route: notFound, editorialPage: null } };
    expect(await ask()).toEqual({ outcome: 'not-found' });
  });

  it('ignores a failing content service for catalogue pages, but does not call a path missing when it fails', async () => {
    const contentDown = { message: 'The content service could not be reached.', path: ['editorialPage'] };
    answer = {
      data: {
        route: {
          target: {
            __typename: 'CategoryRoute',
            canonicalPath: '/en-be/c/books',
            category: { name: 'Books' },
          },
          alternates: [],
        },
        editorialPage: null,
      },
      errors: [contentDown],
    };
    expect(await ask()).toMatchObject({ outcome: 'found', name: 'Books' });
    answer = { data: { route: notFound, editorialPage: null }, errors: [contentDown] };
    expect(await ask()).toMatchObject({ outcome: 'unavailable' });
    answer = { data: { route: null, editorialPage: null }, errors: [{ message: 'down', path: ['route'] }] };
    expect(await ask()).toMatchObject({ outcome: 'unavailable' });
  });

  it('does not know when the answer is not shaped as asked', async () => {
    for (const malformed of [
      { data: { route: { target: { __typename: 'SomethingNew' }, alternates: [] } } },
      { data: { route: { target: { __typename: 'ProductRoute', canonicalPath: '/x' }, alternates: [] } } },
      { data: { route: null } },
      { data: null },
      { data: { route: notFound, editorialPage: { title: 7 } } },
      { data: { route: notFound }, errors: [{ message: 'no path' }] },
      [],
    ]) {
      answer = malformed;
      expect(await ask(), JSON.stringify(malformed)).toMatchObject({ outcome: 'unavailable' });
    }
  });
});
