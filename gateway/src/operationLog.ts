import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import type { Logger } from '@shop/service';
import type { GatewayContext } from './gateway';

/** What the gateway logs of every GraphQL operation it answers. */
export interface OperationLogLine {
  /** The operation's name; null for an anonymous operation or a request that named none it could run. */
  operation: string | null;
  /** The X-Request-Id the client sent (or the one the gateway gave it), which every subgraph call carried. */
  requestId: string;
  /** From the request's arrival at the gateway to its answer, in milliseconds. */
  ms: number;
  /** The GraphQL errors of the answer (validation, limits, subgraph failures). */
  errors: number;
}

/**
 * Issue 20 'Count what a page costs': one line per operation with its name, its duration and its request id.
 * The web server sends every query of a page's server render with the page request's id, so the lines of one
 * page are found by that id. Logged at info: `npm start` runs at warn, so set LOG_LEVEL=info to see them.
 */
export function operationLogPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, document, errors }) {
          // A query that failed validation has no resolved operation yet: its name is read from the document.
          const named = document && getOperationAST(document, request.operationName)?.name?.value;
          const line: OperationLogLine = {
            operation: operationName ?? named ?? request.operationName ?? null,
            requestId: contextValue.requestId,
            ms: Math.round((performance.now() - started) * 10) / 10,
            errors: errors?.length ?? 0,
          };
          logger.info(line, 'operation');
        },
      };
    },
  };
}
