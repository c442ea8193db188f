/**
 * The variables of a page that shows one document by the slug of its address (a news item, an author, a
 * material): the route's handle and the page's screen ask with the same, so the server's answer is the one
 * the screen reads.
 */
export function slugVariables(slug: string | undefined): { slug: string } {
  return { slug: slug ?? '' };
}
