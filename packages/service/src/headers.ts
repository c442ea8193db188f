import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { resolveStoreView, type StoreView } from '@shop/store-views';

/** The request headers that cross the federation layer (ARCHITECTURE: request context). */
export const HEADER = {
  store: 'store',
  authorization: 'authorization',
  readingToken: 'x-reading-token',
  requestId: 'x-request-id',
  /**
   * How the client keeps its session: `cookie` when the storefront's web server holds the tokens in HttpOnly
   * cookies (the tokens then travel only in X-Shop-Session answers), `bearer` (the default) for API partners,
   * who get them in the GraphQL answer.
   */
  sessionTransport: 'x-session-transport',
  /**
   * The browser's address (issue 18 item 7: guessing is slowed per client address): the web server sets it, the
   * gateway takes it only from a trusted peer (GATEWAY_TRUSTED_PEERS) and otherwise uses its own peer's address.
   */
  clientAddress: 'x-client-address',
  /** An API partner's key (issue 23): the gateway reads it and never forwards it. */
  apiKey: 'x-api-key',
} as const;

/** The response header by which the cart subgraph, through the gateway, tells the web server a session changed. */
export const SHOP_SESSION_HEADER = 'x-shop-session';

/**
 * The response header by which a subgraph, through the gateway, tells the web server that the reading
 * programme's session changed: a pupil logged in or out, an answer carried a new JWT (seed 001 §4), or a
 * teacher's profile refresh started or ended it (seed 001 §4 'Reading-programme session').
 */
export const READING_SESSION_HEADER = 'x-reading-session';

export type SessionTransport = 'cookie' | 'bearer';

export interface RequestIdentity {
  storeView: StoreView;
  /** The commerce platform's customer token, from `Authorization: Bearer <token>`. */
  customerToken: string | null;
  /** The reading programme's JWT, from `X-Reading-Token`. */
  readingToken: string | null;
  /** Traces one client request through gateway, subgraphs and upstreams. */
  requestId: string;
  /** From `X-Session-Transport`; anything but `cookie` is `bearer`. */
  sessionTransport: SessionTransport;
  /** From `X-Client-Address`, as the gateway forwarded it; null when absent or not an address. */
  clientAddress: string | null;
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(value: string | undefined): string | null {
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** An IPv4 or IPv6 address (an IPv4-mapped IPv6 address becomes its IPv4 form); null for anything else. */
export function clientAddress(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const address = trimmed.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) === 0 ? null : address;
}

export function readRequestIdentity(headers: HeaderBag): RequestIdentity {
  const requestId = header(headers, HEADER.requestId);
  return {
    storeView: resolveStoreView(header(headers, HEADER.store)),
    customerToken: bearerToken(header(headers, HEADER.authorization)),
    readingToken: header(headers, HEADER.readingToken)?.trim() || null,
    requestId: requestId && /^[\w.:-]{1,128}$/.test(requestId) ? requestId : randomUUID(),
    sessionTransport:
      header(headers, HEADER.sessionTransport)?.trim().toLowerCase() === 'cookie' ? 'cookie' : 'bearer',
    clientAddress: clientAddress(header(headers, HEADER.clientAddress)),
  };
}

/** The tokens of a customer session that started or was renewed. */
export interface ShopSessionTokens {
  token: string;
  refreshToken: string;
  /** When the token stops working (ISO 8601), when the platform says. */
  expiresAt: string | null;
}

/** What an X-Shop-Session answer header says: a session started or was renewed, or it ended. */
export type ShopSessionChange = { kind: 'renewed'; tokens: ShopSessionTokens } | { kind: 'ended' };

/** A header value is short; anything longer is not ours. */
const MAX_SHOP_SESSION_LENGTH = 8192;

/** The value of X-Shop-Session: `end`, or the base64url of the tokens' JSON. */
export function encodeShopSession(change: ShopSessionChange): string {
  if (change.kind === 'ended') return 'end';
  const { token, refreshToken, expiresAt } = change.tokens;
  return Buffer.from(JSON.stringify({ token, refreshToken, expiresAt }), 'utf8').toString('base64url');
}

/** Reads an X-Shop-Session value; null for anything malformed (it is then ignored, never half applied). */
export function decodeShopSession(value: string | null | undefined): ShopSessionChange | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_SHOP_SESSION_LENGTH) return null;
  if (trimmed === 'end') return { kind: 'ended' };
  if (!/^[A-Za-z0-9_-]+$/.test(trimmed)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(trimmed, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { token, refreshToken, expiresAt } = parsed as Record<string, unknown>;
  if (!isToken(token) || !isToken(refreshToken)) return null;
  if (expiresAt !== null && expiresAt !== undefined && typeof expiresAt !== 'string') return null;
  return { kind: 'renewed', tokens: { token, refreshToken, expiresAt: expiresAt ?? null } };
}

/** A token goes into a header and a cookie: printable, no spaces, separators or quotes. */
function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{1,4096}$/.test(value);
}

/** What an X-Reading-Session answer header says: the reading programme's JWT is now `token`, or it ended. */
export type ReadingSessionChange = { kind: 'renewed'; token: string } | { kind: 'ended' };

/** The value of X-Reading-Session: `end`, or the JWT itself (a JWT is header-safe). */
export function encodeReadingSession(change: ReadingSessionChange): string {
  return change.kind === 'ended' ? 'end' : change.token;
}

/** Reads an X-Reading-Session value; null for anything malformed (it is then ignored). */
export function decodeReadingSession(value: string | null | undefined): ReadingSessionChange | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed === 'end') return { kind: 'ended' };
  return isToken(trimmed) ? { kind: 'renewed', token: trimmed } : null;
}
