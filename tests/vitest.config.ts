import { defineConfig } from 'vitest/config';

/** Vitest runs the federation tests; e2e/ holds Playwright journeys, which `playwright test` runs. */
export default defineConfig({
  test: {
    include: ['federation/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
