import type { ApolloError } from '@apollo/client';

/** The classreading API's error codes (subgraph SDL: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND). */
const hasCode = (error: ApolloError | undefined, code: string): boolean =>
  error?.graphQLErrors.some((e) => e.extensions?.['code'] === code) ?? false;

export const isUnauthenticated = (error: ApolloError | undefined) => hasCode(error, 'UNAUTHENTICATED');
/** Another school's class or club, or one the caller may not see, 'does not exist' for them. */
export const isNotFound = (error: ApolloError | undefined) =>
  hasCode(error, 'NOT_FOUND') || hasCode(error, 'FORBIDDEN');
