import { GraphQLError } from 'graphql';
import type { Envelope } from '@shop/service';

/** The name errors and logs give the commerce platform. */
export const UPSTREAM = 'commerce platform';

/** The message of a business answer: a string result, or its `message` / `errorMessage`. */
export function messageOf({ result }: Pick<Envelope, 'result'>): string {
  if (typeof result === 'string') return result;
  if (typeof result === 'object' && result !== null) {
    const { message, errorMessage } = result as { message?: unknown; errorMessage?: unknown };
    if (typeof message === 'string') return message;
    if (typeof errorMessage === 'string') return errorMessage;
  }
  return '';
}

/** A rejected customer token is not a business outcome: the client must refresh its session or log in again (seed 000 §8, task rules). */
export function rejectUnauthorised(envelope: Envelope): void {
  if (envelope.code === 401 || envelope.status === 401) {
    throw new GraphQLError('The commerce platform did not accept the customer token', {
      extensions: { code: 'UNAUTHENTICATED', upstream: UPSTREAM },
    });
  }
}
