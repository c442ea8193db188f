import type { ReadingUserResult } from '@shop/contracts';
import type { Context } from '../context';
import { mayPerform, type ReadingOperation } from '../domain/roles';
import { passesSessionCheck } from '../domain/session';
import { forbidden, unauthenticated } from '../errors';
import type { ResolversTypes } from '../generated/graphql';
import type { ReadingOutcome } from '../ports/ReadingProgramme';
import { refusalError, type Refusal } from '../domain/refusals';
import type { UserError } from '../domain/userError';

/** The signed-in reading user, when the session passes the session check (seed 001 §5); null otherwise. */
export async function sessionUser(context: Context): Promise<ReadingUserResult | null> {
  if (!context.session.token || context.readingSession.ended) return null;
  const me = await context.loaders.me.get();
  return me && passesSessionCheck(me) ? me : null;
}

/**
 * The caller, when their role may perform the operation (domain/roles.ts); else UNAUTHENTICATED (no session)
 * or FORBIDDEN, before any other call: a denied operation answers no data.
 */
export async function authorize(context: Context, operation: ReadingOperation): Promise<ReadingUserResult> {
  const me = await sessionUser(context);
  if (!me) throw unauthenticated();
  if (!mayPerform(me.role, operation)) throw forbidden(operation);
  return me;
}

/** An id of the reading programme (a number) from a GraphQL ID; anything else cannot exist. */
export function numericId(id: string): number | null {
  return /^\d{1,15}$/.test(id.trim()) ? Number(id.trim()) : null;
}

/** A refused change as userErrors: the seed's message as the reading programme said it, with its code. */
export function refusedErrors(outcome: Refusal, field: string | null = null): UserError[] {
  return [refusalError(outcome, field)];
}

/** A payload type of the schema as a resolver returns it (without the generated Promise wrapper). */
export type Payload<K extends keyof ResolversTypes> = Exclude<ResolversTypes[K], PromiseLike<unknown>>;

/** A change's outcome as a payload: `ok` of its value, or `refused` of the refusal as a userError. */
export function payloadOf<T, P>(
  outcome: ReadingOutcome<T>,
  ok: (value: T) => NoInfer<P>,
  refused: (userErrors: UserError[]) => P,
  field: string | null = null,
): P {
  return outcome.ok ? ok(outcome.value) : refused(refusedErrors(outcome, field));
}

/** A delete the reading programme refused. */
export const notDeleted = (userErrors: UserError[]): Payload<'DeletePayload'> => ({
  deletedId: null,
  userErrors,
});
