/** A mutation's payload, which the schema never leaves out: its absence is a broken answer, not a refusal. */
export function answered<T>(payload: T | null | undefined, operation: string): T {
  if (!payload) throw new Error(`${operation} answered no payload`);
  return payload;
}
