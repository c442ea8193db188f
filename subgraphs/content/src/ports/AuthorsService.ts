/**
 * The authors service (seed 001 §7 'Authors service'): GET /list and GET /single/{slug}, both with `lang`
 * set to the store code; answers `{ code, result }` with the author objects themselves (no JSON string).
 * The answers are unchecked here: the domain parses them.
 */
export interface AuthorsService {
  /** GET /list?lang=: the directory of the language. */
  list(lang: string): Promise<unknown>;
  /** GET /single/{slug}?lang=: one author, or null when the status is 400 or more (seed 001 §8: not found). */
  single(lang: string, slug: string): Promise<unknown>;
}

/** Builds the port for one request. */
export type AuthorsServiceFactory = (request: { requestId: string }) => AuthorsService;
