import { z } from 'zod';
import { ConfigError } from './config';

/**
 * How long each hop of one client request waits for the next, in milliseconds. They nest, each shorter than
 * the hop that waits for it, so the hop next to a failure gives up first and says what failed in its own
 * words: a hung upstream becomes the subgraph's UPSTREAM_TIMEOUT naming that upstream, and the gateway still
 * has time to pass it on with the rest of the page's data. Were they equal, the outer hop would give up at the
 * same moment and report only that a whole service was late.
 *
 *   web server → gateway (6000) > gateway → subgraph (5000, seed 000 §9 'client timeout') > subgraph → upstream (4000)
 */
export const TIMEOUTS_MS = {
  /** A subgraph's call of an upstream: a REST service, Elasticsearch. */
  upstream: 4000,
  /** The gateway's call of a subgraph (the gateway's SUBGRAPH_TIMEOUT_MS). */
  subgraph: 5000,
  /** The web server's call of the gateway: the browser's /graphql and the server render's queries. */
  web: 6000,
} as const;

/**
 * The gateway's setting of its subgraph timeout. A subgraph reads it too when its environment sets it (npm
 * start gives every service the same environment), to check its own upstream timeouts against it.
 */
export const SUBGRAPH_TIMEOUT_VARIABLE = 'SUBGRAPH_TIMEOUT_MS';

export interface TimeoutChain {
  /** Each upstream timeout of one subgraph, by the variable that sets it. */
  upstream?: Record<string, number>;
  subgraph: number;
  web: number;
}

/** Each timeout that is not below the one of the hop that waits for it, in words that name its variable. */
export function timeoutNestingProblems({ upstream = {}, subgraph, web }: TimeoutChain): string[] {
  const problems = Object.entries(upstream)
    .filter(([, ms]) => ms >= subgraph)
    .map(
      ([variable, ms]) =>
        `  ${variable}=${ms}: an upstream timeout must be below the gateway's ${SUBGRAPH_TIMEOUT_VARIABLE} (${subgraph} ms), so the subgraph reports a hung upstream itself`,
    );
  if (subgraph >= web) {
    problems.push(
      `  ${SUBGRAPH_TIMEOUT_VARIABLE}=${subgraph}: the gateway's subgraph timeout must be below the web server's gateway timeout (${web} ms), so the gateway reports a late subgraph itself`,
    );
  }
  return problems;
}

/** Refuses to start with timeouts that do not nest (TIMEOUTS_MS says why they must). */
export function assertTimeoutsNest(chain: TimeoutChain): void {
  const problems = timeoutNestingProblems(chain);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * The gateway's subgraph timeout as this environment sets it (its default otherwise): what a subgraph's
 * upstream timeouts must stay below.
 */
export function gatewaySubgraphTimeoutMs(env: Record<string, string | undefined>): number {
  const parsed = z.coerce.number().int().positive().safeParse(env[SUBGRAPH_TIMEOUT_VARIABLE]);
  return parsed.success ? parsed.data : TIMEOUTS_MS.subgraph;
}

/** A subgraph's upstream timeouts, checked against the gateway's subgraph timeout of the same environment. */
export function assertUpstreamTimeoutsNest(
  upstream: Record<string, number>,
  env: Record<string, string | undefined>,
): void {
  assertTimeoutsNest({ upstream, subgraph: gatewaySubgraphTimeoutMs(env), web: TIMEOUTS_MS.web });
}
