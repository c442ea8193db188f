import { GraphQLError } from 'graphql';

/**
 * The GraphQL errors of a denied or malformed request (ARCHITECTURE: unexpected outcomes are GraphQL errors
 * with extensions.code). A denied operation answers one of these and no data, never part of it.
 */
export const ACCESS_ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  badUserInput: 'BAD_USER_INPUT',
} as const;

/** No reading session, or one the reading programme no longer accepts. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('A valid reading-programme session is required', {
    extensions: { code: ACCESS_ERROR_CODES.unauthenticated },
  });
}

/** The caller's role may not perform the operation (API.md: 'Not allowed'). */
export function forbidden(operation: string): GraphQLError {
  return new GraphQLError(`Not allowed: ${operation}`, {
    extensions: { code: ACCESS_ERROR_CODES.forbidden },
  });
}

/** seed 001 §8: 'Book or class 404 returns error true'; also what is another school's. */
export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ACCESS_ERROR_CODES.notFound } });
}

export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ACCESS_ERROR_CODES.badUserInput, ...(field ? { field } : {}) },
  });
}
