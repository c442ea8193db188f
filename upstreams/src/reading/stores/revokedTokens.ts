import type { StateDatabase } from '../../db/stateDatabase';

/**
 * The revocation list of the programme's JWTs, keyed by the token's id (its `jti`), so a logout ends one session:
 * a copy of the token is refused from then on. A revoked token is kept only until it would have expired anyway.
 */
export class RevokedTokenStore {
  constructor(private readonly db: StateDatabase) {}

  revoke(tokenId: string, expiresAt: number, now: number): void {
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM revoked_tokens WHERE expires_at <= ?`).run(now);
      this.db
        .prepare(`INSERT OR IGNORE INTO revoked_tokens (token_id, expires_at) VALUES (?, ?)`)
        .run(tokenId, expiresAt);
    })();
  }

  isRevoked(tokenId: string): boolean {
    return this.db.prepare(`SELECT 1 FROM revoked_tokens WHERE token_id = ?`).get(tokenId) !== undefined;
  }
}
