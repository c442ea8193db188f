import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What went wrong with a request the shop sent, as far as a person can act on it (seed 000 §8: 'internal
 * validation error (contact the shop); internal server error; ... generic 'An error occurred''):
 * - INTERNAL_VALIDATION: the API refused the request itself (the shop built a request it does not accept):
 *   nothing the shopper typed is wrong, so retrying will not help and the shop should hear of it;
 * - INTERNAL_SERVER: the API or a system behind it failed or did not answer: try again later;
 * - UNKNOWN: anything else, the network gone included.
 */
export type RequestProblem = 'INTERNAL_VALIDATION' | 'INTERNAL_SERVER' | 'UNKNOWN';

/** GraphQL error codes (Apollo Server's and the shop's upstream codes) and what they mean to a person. */
const PROBLEM_OF_CODE: Record<string, RequestProblem> = {
  GRAPHQL_VALIDATION_FAILED: 'INTERNAL_VALIDATION',
  GRAPHQL_PARSE_FAILED: 'INTERNAL_VALIDATION',
  BAD_USER_INPUT: 'INTERNAL_VALIDATION',
  BAD_REQUEST: 'INTERNAL_VALIDATION',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER',
  UPSTREAM_ERROR: 'INTERNAL_SERVER',
  UPSTREAM_UNAVAILABLE: 'INTERNAL_SERVER',
  UPSTREAM_TIMEOUT: 'INTERNAL_SERVER',
  UPSTREAM_BAD_RESPONSE: 'INTERNAL_SERVER',
  SUBGRAPH_TIMEOUT: 'INTERNAL_SERVER',
};

interface ErrorWithCodes {
  graphQLErrors?: readonly { extensions?: { code?: unknown } }[];
  networkError?: { statusCode?: unknown; result?: unknown } | null;
}

/** The problem of an error thrown by a query or mutation (an ApolloError), or of anything else thrown. */
export function requestProblemOf(error: unknown): RequestProblem {
  const { graphQLErrors = [], networkError } = (error ?? {}) as ErrorWithCodes;
  const bodyErrors = (networkError?.result as { errors?: ErrorWithCodes['graphQLErrors'] } | undefined)
    ?.errors;
  for (const graphQLError of [...graphQLErrors, ...(bodyErrors ?? [])]) {
    const problem = PROBLEM_OF_CODE[String(graphQLError.extensions?.code ?? '')];
    if (problem) return problem;
  }
  const status = Number(networkError?.statusCode);
  if (status >= 500) return 'INTERNAL_SERVER';
  if (status >= 400) return 'INTERNAL_VALIDATION';
  return 'UNKNOWN';
}

/** seed 000 §8: the generic message, 'An error occurred'. */
export const AN_ERROR_OCCURRED = msg`Er is een fout opgetreden`;

const MESSAGES: Record<RequestProblem, MessageDescriptor> = {
  INTERNAL_VALIDATION: msg`Interne validatiefout. Neem contact op met de winkel.`,
  INTERNAL_SERVER: msg`Interne serverfout. Probeer het later opnieuw.`,
  UNKNOWN: AN_ERROR_OCCURRED,
};

/** The message of a failed request in the store view's language. */
export function requestProblemText(i18n: I18n, error: unknown): string {
  return i18n._(MESSAGES[requestProblemOf(error)]);
}
