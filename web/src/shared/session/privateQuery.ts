/**
 * Options of every query of one person's data (the customer, their addresses, orders, their cart).
 *
 * They are rendered on the server with the visitor's own session (the web server forwards it from the
 * HttpOnly cookies), so a customer's first paint already shows them logged in, and the group-dependent
 * catalogue matches. Such a page is answered `Cache-Control: private, no-store`: no shared cache keeps it.
 * They are never persisted in the browser (shared/graphql/publicCacheSnapshot.ts leaves these types out, and
 * logging out evicts them from memory).
 *
 * Not `ssr: false`: with the hydration delay of the Apollo client (ssrForceFetchDelay), a query mounted in
 * that window with `ssr: false` answers "loading" and never asks, so the account menu and the account pages
 * stayed on their skeletons after a reload.
 */
export const PRIVATE_QUERY = { ssr: true } as const;
