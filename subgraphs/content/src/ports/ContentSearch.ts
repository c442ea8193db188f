/**
 * Content search (seed 001 §7): GET /search with `lang` and `term`; the answer's `result` is the list of
 * hits (authors, news, educational material and pages), unchecked here: the domain parses it.
 */
export interface ContentSearch {
  search(lang: string, term: string): Promise<unknown>;
}

/** Builds the port for one request. */
export type ContentSearchFactory = (request: { requestId: string }) => ContentSearch;
