/**
 * How a subgraph tells the storefront's web server that a session started, was renewed or ended, without the
 * tokens ever reaching the browser's JavaScript: the answer carries the `X-Shop-Session` header, the gateway
 * passes it on, and the web server turns it into HttpOnly cookies (or clears them) and drops the header.
 */
export const SHOP_SESSION_HEADER = 'x-shop-session';

/** The tokens of a customer session of the commerce platform. */
export interface ShopSessionTokens {
  token: string;
  refreshToken: string;
  /** When the token stops working (ISO 8601), when the platform says. */
  expiresAt: string | null;
}

/** What the header says: a session began or was renewed (with its tokens), or ended. */
export type ShopSessionChange = { kind: 'begin'; tokens: ShopSessionTokens } | { kind: 'end' };

const END = 'end';

export function encodeShopSession(change: ShopSessionChange): string {
  return change.kind === 'end' ? END : Buffer.from(JSON.stringify(change.tokens)).toString('base64url');
}

/** The change a header value says; null for a value that is not one (never trusted blindly). */
export function decodeShopSession(value: string | null | undefined): ShopSessionChange | null {
  if (!value) return null;
  if (value === END) return { kind: 'end' };
  try {
    const tokens = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<ShopSessionTokens>;
    if (typeof tokens.token !== 'string' || typeof tokens.refreshToken !== 'string') return null;
    if (tokens.token === '' || tokens.refreshToken === '') return null;
    return {
      kind: 'begin',
      tokens: {
        token: tokens.token,
        refreshToken: tokens.refreshToken,
        expiresAt: typeof tokens.expiresAt === 'string' ? tokens.expiresAt : null,
      },
    };
  } catch {
    return null;
  }
}
