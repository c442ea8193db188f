/** Answers of the reading-programme API (seed 001 §7), inside the `{ code, result }` envelope. */

/** GET /auth/get-classes?school_id=: the classes a pupil can pick at login; empty for an unknown school. */
export interface ReadingClassSummary {
  id: number;
  name: string;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §3 grades). */
  grade: string;
}

export type ReadingRole = 'Student' | 'Club president' | 'Teacher' | 'Director';

/** seed 001 §3 Reading user. */
export interface ReadingUserResult {
  id: number;
  role_id: number;
  role: ReadingRole;
  school_id: string;
  school_code: string;
  name?: string;
  class?: string;
  clubs?: number[];
  /** Clubs where the student is administrator (seed 001 §3 Student). */
  clubs_manage?: number[];
  firstname?: string;
  lastname?: string;
  accountType?: string;
}

/**
 * POST /auth/login: code 200 with the user (success needs a result with a name, seed 001 §5) and a
 * `jwt`, which the client stores and sends back as bearer token (seed 001 §4). Failure: code 401 with
 * the message 'Invalid credentials'.
 */
export interface ReadingLoginResult extends ReadingUserResult {
  jwt: string;
}

export const READING_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  schoolNotFound: 'Unable to find this school',
} as const;
