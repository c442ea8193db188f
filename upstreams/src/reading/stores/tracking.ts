import type { ReadingBookProgress, ReadingTrackingSetting } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';

/** Reading progress per pupil and book ISBN (seed 001 §3 Tracking). */
export class TrackingStore {
  constructor(private readonly db: StateDatabase) {}

  settings(studentId: number): ReadingTrackingSetting[] {
    return this.db
      .prepare<[number], ReadingTrackingSetting>(
        `SELECT isbn, percentage, updated_at FROM tracking WHERE student_id = ? ORDER BY updated_at DESC, isbn`,
      )
      .all(studentId);
  }

  progress(studentId: number, isbn: string): ReadingBookProgress {
    const row = this.db
      .prepare<[number, string], { percentage: number }>(
        `SELECT percentage FROM tracking WHERE student_id = ? AND isbn = ?`,
      )
      .get(studentId, isbn);
    return { isbn, percentage: row?.percentage ?? 0 };
  }

  record(studentId: number, isbn: string, percentage: number): ReadingBookProgress {
    this.db
      .prepare(
        `INSERT INTO tracking (student_id, isbn, percentage, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (student_id, isbn) DO UPDATE SET percentage = excluded.percentage, updated_at = excluded.updated_at`,
      )
      .run(studentId, isbn, percentage, new Date().toISOString());
    return { isbn, percentage };
  }
}
