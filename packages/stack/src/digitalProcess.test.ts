import { describe, expect, it } from 'vitest';
import { startTestStack } from './testStack';

describe('the digital products service process', () => {
  it('starts with the upstreams, embeds its reader at its public URL and asks the commerce platform about tokens', async () => {
    const stack = await startTestStack({ only: ['commerce', 'digital'], products: 40 });
    try {
      const base = stack.urls.digital;
      expect((await fetch(`${base}/health`)).status).toBe(200);
      // Product 1 of every demo data set is a printed book with an ISBN (the first of the generator's EDGE_CASES).
      const preview = (await (await fetch(`${base}/books/1/embed-preview?index=nl_be`)).json()) as {
        result: { code: string };
      };
      expect(preview.result.code).toContain(`src="http://localhost:${stack.ports.digital}/reader/`);
      // The commerce platform of the stack refuses the token: a 401, not a 502.
      expect((await fetch(`${base}/books?token=unknown`)).status).toBe(401);
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
