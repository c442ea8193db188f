import { describe, expect, it } from 'vitest';
import {
  assertTimeoutsNest,
  assertUpstreamTimeoutsNest,
  gatewaySubgraphTimeoutMs,
  TIMEOUTS_MS,
  timeoutNestingProblems,
} from './timeouts';

describe('the timeouts of one request', () => {
  it('nest by default: upstream < gateway → subgraph < web server → gateway', () => {
    expect(TIMEOUTS_MS.upstream).toBeLessThan(TIMEOUTS_MS.subgraph);
    expect(TIMEOUTS_MS.subgraph).toBeLessThan(TIMEOUTS_MS.web);
    expect(
      timeoutNestingProblems({
        upstream: { X_TIMEOUT_MS: TIMEOUTS_MS.upstream },
        subgraph: TIMEOUTS_MS.subgraph,
        web: TIMEOUTS_MS.web,
      }),
    ).toEqual([]);
  });

  it('keeps the gateway at the client timeout of seed 000 §9', () => {
    expect(TIMEOUTS_MS.subgraph).toBe(5000);
  });

  it('refuses an upstream timeout that is not below the gateway’s, naming its variable', () => {
    expect(() =>
      assertTimeoutsNest({ upstream: { COMMERCE_TIMEOUT_MS: 5000 }, subgraph: 5000, web: 6000 }),
    ).toThrow(
      /COMMERCE_TIMEOUT_MS=5000: an upstream timeout must be below the gateway's SUBGRAPH_TIMEOUT_MS/,
    );
  });

  it('refuses a gateway timeout that is not below the web server’s', () => {
    expect(() => assertTimeoutsNest({ subgraph: 6000, web: 6000 })).toThrow(/SUBGRAPH_TIMEOUT_MS=6000/);
  });

  it('checks a subgraph’s upstream timeouts against the gateway’s of the same environment', () => {
    expect(gatewaySubgraphTimeoutMs({})).toBe(5000);
    expect(gatewaySubgraphTimeoutMs({ SUBGRAPH_TIMEOUT_MS: '2000' })).toBe(2000);
    expect(() =>
      assertUpstreamTimeoutsNest({ READING_TIMEOUT_MS: 1500 }, { SUBGRAPH_TIMEOUT_MS: '2000' }),
    ).not.toThrow();
    expect(() =>
      assertUpstreamTimeoutsNest({ READING_TIMEOUT_MS: 3000 }, { SUBGRAPH_TIMEOUT_MS: '2000' }),
    ).toThrow(/READING_TIMEOUT_MS=3000/);
  });
});
