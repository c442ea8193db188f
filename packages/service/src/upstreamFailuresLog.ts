import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { extensionsOf, logFailureOnce, UPSTREAM_CALL_FAILED, upstreamCallOf } from './failureLog';
import type { Logger } from './logger';
import { UPSTREAM_ERROR_CODES } from './rest';

const UPSTREAM_FAILURE_CODES = new Set<unknown>(Object.values(UPSTREAM_ERROR_CODES));

/** A failure of an upstream (not a refusal such as a rejected token): a call failed, or its answer was no use. */
export function isUpstreamFailure(error: unknown): boolean {
  return upstreamCallOf(error) !== undefined || UPSTREAM_FAILURE_CODES.has(extensionsOf(error).code);
}

/**
 * Logs each upstream failure that reaches a subgraph's answer (one no field turned into null), once: the answer
 * may carry it once per item, and the client that made the call may have logged it already. The request's
 * own logger (the context's, carrying the request id) when it has one.
 */
export function upstreamFailuresLog<TContext extends BaseContext>(
  logger: Logger,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      didEncounterErrors: async ({ errors, contextValue }) => {
        const requestLogger = (contextValue as { logger?: Logger }).logger ?? logger;
        for (const error of errors) {
          const thrown = error.originalError ?? error;
          if (isUpstreamFailure(thrown)) logFailureOnce(requestLogger, thrown, UPSTREAM_CALL_FAILED);
        }
      },
    }),
  };
}
