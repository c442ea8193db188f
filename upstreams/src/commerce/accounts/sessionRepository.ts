import type { StateDatabase } from '../../db/stateDatabase';
import { newSecret, secretHash } from './secrets';

export type TokenKind = 'access' | 'refresh';

interface TokenRow {
  customer_id: number;
  kind: TokenKind;
  expires_at: number;
  used_at: number | null;
}

/**
 * Customer tokens and refresh tokens, stored as hashes with their expiry. A refresh token works once:
 * trading it marks it used (rotation), so a stolen copy that is replayed after the owner's refresh fails.
 */
export class SessionRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      insert: db.prepare<[string, number, TokenKind, number]>(
        `INSERT INTO customer_tokens (token_hash, customer_id, kind, expires_at) VALUES (?, ?, ?, ?)`,
      ),
      find: db.prepare<[string], TokenRow>(
        `SELECT customer_id, kind, expires_at, used_at FROM customer_tokens WHERE token_hash = ?`,
      ),
      use: db.prepare<[number, string]>(
        `UPDATE customer_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL`,
      ),
      revokeAll: db.prepare<[number]>(`DELETE FROM customer_tokens WHERE customer_id = ?`),
      forgetExpired: db.prepare<[number]>(`DELETE FROM customer_tokens WHERE expires_at <= ?`),
      expireAccess: db.prepare<[number, number]>(
        `UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ? AND kind = 'access'`,
      ),
    };
  }

  issue(customerId: number, kind: TokenKind, expiresAt: number): string {
    const token = newSecret();
    this.statements.insert.run(secretHash(token), customerId, kind, expiresAt);
    return token;
  }

  /** The customer of a token of this kind that has not expired (nor, for a refresh token, been used). */
  customerOf(token: string, kind: TokenKind, now: number): number | undefined {
    const row = this.statements.find.get(secretHash(token));
    if (!row || row.kind !== kind || row.expires_at <= now || row.used_at !== null) return undefined;
    return row.customer_id;
  }

  /** Marks a refresh token used; false when it was used already (a concurrent refresh won). */
  use(token: string, now: number): boolean {
    return this.statements.use.run(now, secretHash(token)).changes > 0;
  }

  /** Every token and refresh token of the customer stops working (a logout, a new password). */
  revokeAll(customerId: number): void {
    this.statements.revokeAll.run(customerId);
  }

  /** The customer's tokens expire now; their refresh tokens still work (a session an hour old, for tests). */
  expireAccessTokens(customerId: number, now: number): void {
    this.statements.expireAccess.run(now, customerId);
  }

  /** Expired tokens are of no use to anyone: dropped when new ones are issued, so the table does not grow. */
  forgetExpired(now: number): void {
    this.statements.forgetExpired.run(now);
  }
}
