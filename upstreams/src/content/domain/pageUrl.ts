/** A page's url as editors and callers write it, with or without slashes around it: 'lesmateriaal/x' = '/lesmateriaal/x/'. */
export function sameUrl(a: string, b: string): boolean {
  return withoutSlashes(a) === withoutSlashes(b);
}

const withoutSlashes = (url: string) => url.replace(/^\/+|\/+$/g, '');
