import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CATALOG_HEAP_LIMIT_MB } from './services';
import { startTestStack } from './testStack';

describe('the catalog process', () => {
  it('runs with a heap limit under 1 GB (the catalogue issue budget for its memory)', async () => {
    const stack = await startTestStack({ only: ['catalog'] });
    try {
      const commandLine = (await readFile(`/proc/${stack.pids.catalog}/cmdline`, 'utf8')).split('\0');
      expect(commandLine).toContain(`--max-old-space-size=${CATALOG_HEAP_LIMIT_MB}`);
      expect(CATALOG_HEAP_LIMIT_MB).toBeLessThan(1024);
      expect((await fetch(`${stack.urls.catalog}/health`)).status).toBe(200);
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
