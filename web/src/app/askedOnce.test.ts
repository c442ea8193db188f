import { describe, expect, it, vi } from 'vitest';
import { askedOnce } from './askedOnce';

const post = (operationName: string) => ({
  method: 'POST',
  body: JSON.stringify({ operationName, query: `query ${operationName} { x }` }),
});

describe('askedOnce (a render sends each request once)', () => {
  it('answers the same request asked again with a copy of the first answer, each readable', async () => {
    const send = vi.fn(async () => Response.json({ data: { homepage: { title: 'Welkom' } } }));
    const fetchOnce = askedOnce(send);
    const first = await fetchOnce('/graphql', post('HomePage'));
    const again = await fetchOnce('/graphql', post('HomePage'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await first.json()).toEqual({ data: { homepage: { title: 'Welkom' } } });
    expect(await again.json()).toEqual({ data: { homepage: { title: 'Welkom' } } });
  });

  it('gives a request that failed the same failure, without asking the failing server again', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const fetchOnce = askedOnce(send);
    await expect(fetchOnce('/graphql', post('ResolveRoute'))).rejects.toThrow('fetch failed');
    await expect(fetchOnce('/graphql', post('ResolveRoute'))).rejects.toThrow('fetch failed');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends different operations, and the same operation with other variables, each once', async () => {
    const send = vi.fn(async () => Response.json({ data: null }));
    const fetchOnce = askedOnce(send);
    await fetchOnce('/graphql', post('ShopLayout'));
    await fetchOnce('/graphql', post('ResolveRoute'));
    await fetchOnce('/graphql', {
      method: 'POST',
      body: JSON.stringify({ operationName: 'ResolveRoute', variables: { path: '/nl-be/x' } }),
    });
    await fetchOnce('/graphql', post('ShopLayout'));
    expect(send).toHaveBeenCalledTimes(3);
  });
});
