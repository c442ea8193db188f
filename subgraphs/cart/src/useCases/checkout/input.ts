import { GraphQLError } from 'graphql';
import { idempotencyKeyProblem } from '../../domain/checkout/idempotencyKey';

/** Malformed input is not a business outcome: a GraphQL error with BAD_USER_INPUT, naming the argument. */
export function badUserInput(message: string, argumentName: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argumentName } });
}

/** The idempotency key, trimmed; an empty or too long key is refused before anything is asked. */
export function idempotencyKeyOf(key: string): string {
  const problem = idempotencyKeyProblem(key);
  if (problem) throw badUserInput(problem, 'idempotencyKey');
  return key.trim();
}

/** JSON text a card component produced (state data, details): parsed to prove it, refused when it is not JSON. */
export function jsonInput(text: string, argumentName: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badUserInput(`${argumentName} is not valid JSON.`, argumentName);
  }
}
