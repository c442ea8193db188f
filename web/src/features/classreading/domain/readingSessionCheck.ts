/** seed 001 §9 'Session check failure redirect delay is 1000 ms'. */
export const SESSION_CHECK_FAILURE_DELAY_MS = 1000;

/** The reading-programme user as the session check sees them (seed 001 §3 Reading user). */
export interface SessionCheckUser {
  name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

/**
 * seed 001 §5 'The session check requires a name, or both firstname and lastname': pupils have a name,
 * teachers and directors a first and a last name. No user (no session, or it ended) fails the check.
 */
export function passesSessionCheck(user: SessionCheckUser | null | undefined): boolean {
  if (!user) return false;
  const filled = (value: string | null | undefined) => Boolean(value?.trim());
  return filled(user.name) || (filled(user.firstname) && filled(user.lastname));
}

/** seed 001 §3 roles: pupils (Student, Club president) have a name, one class and clubs. */
export const PUPIL_ROLES: ReadonlySet<string> = new Set(['Student', 'Club president']);

/** seed 001 §5 'Book listing loads incrementally only for Teacher, Director, or Club president asking for all'. */
export const ROLES_PAGING_ALL_BOOKS: ReadonlySet<string> = new Set(['Teacher', 'Director', 'Club president']);

export const isPupil = (role: string): boolean => PUPIL_ROLES.has(role);
export const mayPageAllBooks = (role: string): boolean => ROLES_PAGING_ALL_BOOKS.has(role);
