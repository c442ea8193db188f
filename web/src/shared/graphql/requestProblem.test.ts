import { describe, expect, it } from 'vitest';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { setupI18n } from '@lingui/core';
import { requestProblemOf, requestProblemText } from './requestProblem';

const withCode = (code: string) =>
  new ApolloError({ graphQLErrors: [new GraphQLError('failed', { extensions: { code } })] });

describe("seed 000 §8: 'internal validation error (contact the shop)', 'internal server error', 'An error occurred'", () => {
  it('reads a request the API refused as an internal validation error', () => {
    expect(requestProblemOf(withCode('GRAPHQL_VALIDATION_FAILED'))).toBe('INTERNAL_VALIDATION');
    expect(requestProblemOf(withCode('BAD_USER_INPUT'))).toBe('INTERNAL_VALIDATION');
    const http400 = new ApolloError({
      networkError: Object.assign(new Error('Response not successful'), {
        statusCode: 400,
        result: { errors: [{ message: 'bad', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
      }),
    });
    expect(requestProblemOf(http400)).toBe('INTERNAL_VALIDATION');
  });

  it('reads a failing API or upstream as an internal server error', () => {
    expect(requestProblemOf(withCode('INTERNAL_SERVER_ERROR'))).toBe('INTERNAL_SERVER');
    expect(requestProblemOf(withCode('UPSTREAM_UNAVAILABLE'))).toBe('INTERNAL_SERVER');
    const http502 = new ApolloError({
      networkError: Object.assign(new Error('Bad gateway'), { statusCode: 502 }),
    });
    expect(requestProblemOf(http502)).toBe('INTERNAL_SERVER');
  });

  it('reads anything else (the network gone, a code it does not know) as the generic error', () => {
    expect(requestProblemOf(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(
      'UNKNOWN',
    );
    expect(requestProblemOf(withCode('SOMETHING_NEW'))).toBe('UNKNOWN');
    expect(requestProblemOf(undefined)).toBe('UNKNOWN');
  });

  it('says each in words (the source catalogue, Dutch)', () => {
    const i18n = setupI18n({ locale: 'nl-BE', messages: { 'nl-BE': {} } });
    expect(requestProblemText(i18n, withCode('INTERNAL_SERVER_ERROR'))).toBe(
      'Interne serverfout. Probeer het later opnieuw.',
    );
  });
});
