import type { NormalizedCacheObject } from '@apollo/client';
import { isStoreCode, type StoreCode } from '@shop/store-views';

/** What the server render hands to the browser, inside the HTML, so it hydrates without asking again. */
export interface ServerState {
  store: StoreCode;
  /** The Apollo cache the page was rendered with. */
  apollo: NormalizedCacheObject;
  /** The lazily loaded pages shown (see lazyPage): loaded before hydrating. */
  pages: string[];
}

export const SERVER_STATE_ELEMENT_ID = 'shop-state';

/**
 * The state as the text of a `<script type="application/json">`: data, never run as code; `<` is escaped so
 * that no product name can close the script element.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state the server put into this page, or null (a page not rendered by the server, or malformed). */
export function readServerState(document: Document): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    if (!isStoreCode(state.store) || typeof state.apollo !== 'object' || !Array.isArray(state.pages))
      return null;
    return { store: state.store, apollo: state.apollo ?? {}, pages: state.pages.map(String) };
  } catch {
    return null;
  }
}
