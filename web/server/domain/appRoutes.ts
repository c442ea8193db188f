import { isStoreCode, type StoreCode } from '@shop/store-views';

/**
 * The store view of a raw (percent-encoded) path that starts with a store prefix, and whether the rest can
 * name a page at all; null when the path has no store prefix (those are redirected first, see
 * storeRedirectOf in @shop/routes). Which page it is, if any, the app's render decides (src/app/routes.tsx).
 */
export function pageOf(pathname: string): { store: StoreCode; canBePage: boolean } | null {
  const [, store, ...raw] = pathname.split('/');
  if (!isStoreCode(store)) return null;
  if (raw.at(-1) === '') raw.pop();
  return { store, canBePage: raw.every(canBeSegment) };
}

/**
 * A segment that is not valid percent-encoding names no page; empty and dot segments would make an address
 * (and its canonical link) point somewhere else.
 */
function canBeSegment(raw: string): boolean {
  try {
    const segment = decodeURIComponent(raw);
    return segment !== '' && segment !== '.' && segment !== '..';
  } catch {
    return false;
  }
}
