import type { GraphQLResponse } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';

/**
 * The single result of `server.executeOperation(...)` (subgraph tests): fails loudly when the answer is
 * incremental (@defer), which no subgraph of the shop serves.
 */
export function singleResult<TData = Record<string, unknown>>(
  response: GraphQLResponse<TData>,
): FormattedExecutionResult<TData> {
  if (response.body.kind !== 'single') throw new Error(`expected a single result, got ${response.body.kind}`);
  return response.body.singleResult;
}
