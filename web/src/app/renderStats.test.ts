import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { operationNameOf, renderStatsRecorder } from './renderStats';

const body = (operationName?: string) => JSON.stringify({ operationName, query: '{ a }', variables: {} });

describe('the cost of a server render', () => {
  it('counts as data passes the rounds of queries a render waited for, and every render of the tree', async () => {
    const recorder = renderStatsRecorder();
    const sent: string[] = [];
    const fetch = recorder.fetch(async (_input, init) => {
      sent.push(String(init?.body));
      return new Response('{}');
    });
    const render = recorder.render(async (_tree: ReactElement) => '');
    const tree = createElement('main');
    // As getMarkupFromTree does for a category page: each render asks what the one before made known, the
    // last finds every answer in the cache; then the final streamed render.
    await render(tree);
    await Promise.all([
      fetch('/graphql', { method: 'POST', body: body('ResolveRoute') }),
      fetch('/graphql', { method: 'POST', body: body('Layout') }),
    ]);
    await render(tree);
    await fetch('/graphql', { method: 'POST', body: body('CategoryPage') });
    await render(tree);
    await render(tree);
    expect(recorder.stats()).toEqual({
      dataPasses: 2,
      renders: 4,
      operations: [
        { name: 'ResolveRoute', pass: 1 },
        { name: 'Layout', pass: 1 },
        { name: 'CategoryPage', pass: 2 },
      ],
    });
    expect(sent).toHaveLength(3);
  });

  it('counts the queries asked before the first render as one data pass', async () => {
    const recorder = renderStatsRecorder();
    const fetch = recorder.fetch(async () => new Response('{}'));
    await Promise.all([
      fetch('/graphql', { method: 'POST', body: body('CategoryRoute') }),
      fetch('/graphql', { method: 'POST', body: body('Layout') }),
    ]);
    await recorder.render(async () => '')();
    expect(recorder.stats()).toMatchObject({ dataPasses: 1, renders: 1 });
    expect(recorder.stats().operations.map((operation) => operation.pass)).toEqual([0, 0]);
  });

  it('takes the operation name from a POST body or a GET query string', () => {
    expect(operationNameOf('/graphql', body('ProductPage'))).toBe('ProductPage');
    expect(operationNameOf('/graphql?operationName=Layout&query=%7Ba%7D', undefined)).toBe('Layout');
    expect(operationNameOf('/graphql', body())).toBe('anonymous');
    expect(operationNameOf('/graphql', 'not json')).toBe('anonymous');
  });
});
