/**
 * Options of every query of one person's data (the customer, their addresses, orders, their cart).
 *
 * `ssr: false`: the server render never asks them, so no customer's data is ever written into a page's HTML
 * or the cache state sent with it (a page the server renders is the same for everyone, whatever the cookies;
 * the customer's parts fill in once the browser asks). The server render and the browser's first render
 * both show the loading state, so hydration matches. The persisted cache leaves these types out as well
 * (shared/graphql/publicCacheSnapshot.ts).
 */
export const PRIVATE_QUERY = { ssr: false } as const;
