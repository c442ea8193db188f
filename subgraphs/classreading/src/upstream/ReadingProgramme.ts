import type { ReadingClassSummary } from '@shop/contracts';
import type { LoginCredentials } from '../domain/login';

/** An answer of the reading programme whose code the domain interprets (login: 200 or 401). */
export interface ReadingAnswer<T = unknown> {
  code: number;
  result: T;
}

/**
 * The reading-programme API (seed 001 §7), one method per endpoint this subgraph calls. Adapters keep
 * the session's token up to date from every answer (seed 001 §4) and send it as bearer token.
 */
export interface ReadingProgramme {
  /** GET /auth/get-classes?school_id=: the classes of a school; empty for an unknown school. */
  getClasses(schoolId: string): Promise<ReadingClassSummary[]>;
  /** POST /auth/login: code 200 with the user and its jwt, or code 401 'Invalid credentials'. */
  login(credentials: LoginCredentials): Promise<ReadingAnswer>;
}

/** The reading programme's JWT of one request: from X-Reading-Token, replaced by any JWT an answer carries. */
export interface ReadingSession {
  token: string | null;
}

/** Builds the port for one request (a new client per request, ARCHITECTURE: request context). */
export type ReadingProgrammeFactory = (request: {
  requestId: string;
  session: ReadingSession;
}) => ReadingProgramme;
