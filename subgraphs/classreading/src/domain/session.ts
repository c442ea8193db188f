/**
 * seed 001 §5: 'The session check requires a name, or both firstname and lastname.' A user that fails it
 * has no reading session (seed 001 §2: the browser logs out after 1 s and goes home).
 */
export function passesSessionCheck(user: {
  name?: unknown;
  firstname?: unknown;
  lastname?: unknown;
}): boolean {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(user.name) || (filled(user.firstname) && filled(user.lastname));
}
