import type { StateDatabase } from '../../db/stateDatabase';
import type { Caller } from '../access';
import { embedRefusal } from '../domain/embedRules';
import { refused } from '../http';

/**
 * Opening a book's reader (API.md embed rules): credit use and open reader connections, checked and written
 * in one transaction, so two sockets opening at once cannot both pass or both pay.
 */
export class ReaderStore {
  constructor(private readonly db: StateDatabase) {}

  open(caller: Caller, sku: string, socket: string | undefined, now: number): void {
    const userKind = caller.kind === 'pupil' ? 'student' : 'teacher';
    this.db.transaction(() => {
      const school = this.db
        .prepare<[string], { credits: number; credits_end: string }>(
          `SELECT credits, credits_end FROM schools WHERE school_id = ?`,
        )
        .get(caller.schoolId);
      const paid =
        caller.kind === 'pupil' &&
        this.db.prepare(`SELECT 1 FROM credit_uses WHERE student_id = ? AND sku = ?`).get(caller.id, sku) !==
          undefined;
      const reader = this.db
        .prepare<[string, number, string], { socket: string; last_seen: number }>(
          `SELECT socket, last_seen FROM reader_connections WHERE user_kind = ? AND user_id = ? AND sku = ?`,
        )
        .get(userKind, caller.id, sku);
      const refusal = embedRefusal({
        socket,
        today: new Date(now).toISOString().slice(0, 10),
        credits: { credits: school?.credits ?? 0, endDate: school?.credits_end ?? '' },
        isPupil: caller.kind === 'pupil',
        firstOpening: !paid,
        openReader: reader && { socket: reader.socket, lastSeen: reader.last_seen },
        now,
      });
      if (refusal) throw refused(refusal);
      if (caller.kind === 'pupil' && !paid) {
        this.db.prepare(`UPDATE schools SET credits = credits - 1 WHERE school_id = ?`).run(caller.schoolId);
        this.db
          .prepare(`INSERT INTO credit_uses (student_id, sku, used_at) VALUES (?, ?, ?)`)
          .run(caller.id, sku, new Date(now).toISOString());
      }
      this.db
        .prepare(
          `INSERT INTO reader_connections (user_kind, user_id, sku, socket, last_seen) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (user_kind, user_id, sku) DO UPDATE SET socket = excluded.socket, last_seen = excluded.last_seen`,
        )
        .run(userKind, caller.id, sku, socket ?? '', now);
    })();
  }
}
