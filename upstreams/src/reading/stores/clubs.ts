import type { ReadingClub, ReadingClubCreate, ReadingClubUpdate } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { StudentStore } from './students';

interface ClubRow {
  id: number;
  name: string;
  description: string;
  avatar: string | null;
  created_by: number | null;
}

export interface ClubIncludes {
  administrators?: boolean;
  students?: boolean;
  books?: boolean;
}

/** Reading clubs of a school (seed 001 §3 Reading club). */
export class ClubStore {
  constructor(
    private readonly db: StateDatabase,
    private readonly students: StudentStore,
  ) {}

  find(schoolId: string, id: number): ClubRow | undefined {
    return this.db
      .prepare<[number, string], ClubRow>(
        `SELECT id, name, description, avatar, created_by FROM clubs WHERE id = ? AND school_id = ?`,
      )
      .get(id, schoolId);
  }

  ofSchool(schoolId: string): ClubRow[] {
    return this.db
      .prepare<[string], ClubRow>(
        `SELECT id, name, description, avatar, created_by FROM clubs WHERE school_id = ? ORDER BY name, id`,
      )
      .all(schoolId);
  }

  books(clubId: number): string[] {
    return this.db
      .prepare<[number], { sku: string }>(`SELECT sku FROM club_books WHERE club_id = ? ORDER BY rowid`)
      .all(clubId)
      .map((row) => row.sku);
  }

  view(row: ClubRow, include: ClubIncludes): ReadingClub {
    const club: ReadingClub = {
      id: row.id,
      name: row.name,
      description: row.description,
      avatar: row.avatar,
      books: include.books === false ? [] : this.books(row.id),
      created_by: row.created_by,
    };
    if (include.administrators) club.administrators = this.students.ofClub(row.id, true);
    if (include.students) club.students = this.students.ofClub(row.id, false);
    return club;
  }

  create(schoolId: string, createdBy: number, input: ReadingClubCreate): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO clubs (school_id, name, description, avatar, created_by) VALUES (?, ?, ?, ?, ?)`,
        )
        .run(schoolId, input.name, input.description, input.avatar ?? null, createdBy).lastInsertRowid,
    );
  }

  /** One transaction: `members` replaces the member list (each pupil's role follows), books are added and removed. */
  update(id: number, change: ReadingClubUpdate): void {
    this.db.transaction(() => {
      const data = change.data ?? {};
      for (const column of ['name', 'description', 'avatar'] as const)
        if (data[column] !== undefined)
          this.db.prepare(`UPDATE clubs SET ${column} = ? WHERE id = ?`).run(data[column], id);
      if (change.members) {
        const before = this.db
          .prepare<[number], { student_id: number }>(`SELECT student_id FROM club_members WHERE club_id = ?`)
          .all(id)
          .map((row) => row.student_id);
        this.db.prepare(`DELETE FROM club_members WHERE club_id = ?`).run(id);
        for (const member of change.members) this.students.join(member.id, id, member.role === 'admin');
        for (const studentId of before) this.students.syncRole(studentId);
      }
      for (const sku of change.add_books ?? [])
        this.db.prepare(`INSERT OR IGNORE INTO club_books (club_id, sku) VALUES (?, ?)`).run(id, sku);
      for (const sku of change.remove_books ?? [])
        this.db.prepare(`DELETE FROM club_books WHERE club_id = ? AND sku = ?`).run(id, sku);
    })();
  }

  delete(id: number): void {
    this.db.transaction(() => {
      const members = this.db
        .prepare<[number], { student_id: number }>(`SELECT student_id FROM club_members WHERE club_id = ?`)
        .all(id);
      this.db.prepare(`DELETE FROM clubs WHERE id = ?`).run(id);
      for (const member of members) this.students.syncRole(member.student_id);
    })();
  }

  /** The skus of the clubs a pupil is in (member or administrator). */
  booksOfStudent(studentId: number): string[] {
    return this.db
      .prepare<[number], { sku: string }>(
        `SELECT DISTINCT b.sku FROM club_books b JOIN club_members m ON m.club_id = b.club_id WHERE m.student_id = ?`,
      )
      .all(studentId)
      .map((row) => row.sku);
  }
}
