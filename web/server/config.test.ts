// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadWebConfig } from './config';

describe("the web server's REDIS_URL (the token lock of every web server)", () => {
  it('is optional: without it each web server locks for its own processes', () => {
    expect(loadWebConfig({}).REDIS_URL).toBeUndefined();
    expect(loadWebConfig({ REDIS_URL: 'redis://cache.example:6379' }).REDIS_URL).toBe(
      'redis://cache.example:6379',
    );
  });

  it('names a malformed one, as the gateway and the cart do', () => {
    expect(() => loadWebConfig({ REDIS_URL: 'cache.example:6379' })).toThrow(
      /REDIS_URL="cache.example:6379": a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});
