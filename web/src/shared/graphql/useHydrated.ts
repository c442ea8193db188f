import { useEffect, useState } from 'react';

/**
 * False in the server render and the browser's first render, true once the page is hydrated: for what must
 * wait until then (a query kept out of the server render) without making the two renders differ. Use it with
 * `skip: !hydrated` rather than Apollo's `ssr: false`, which answers "loading" forever when the query mounts
 * during the client's hydration delay (ssrForceFetchDelay).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
