import type { ReadingClubMember, ReadingPupilRole, ReadingStudent } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';

interface StudentRow {
  id: number;
  class_id: number;
  name: string;
  screenname: string;
  role: ReadingPupilRole;
}

export interface NewStudent {
  name: string;
  passwordHash: string;
  screenname: string;
}

export interface StudentChange {
  name?: string;
  passwordHash?: string;
  screenname?: string;
  classId?: number;
  addClubs?: readonly ReadingClubMember[];
  removeClubs?: readonly ReadingClubMember[];
}

const COLUMNS = `s.id, s.class_id, s.name, s.screenname, s.role`;

/** Pupils of a school (seed 001 §3 Student), never with their password. */
export class StudentStore {
  constructor(private readonly db: StateDatabase) {}

  find(schoolId: string, id: number): StudentRow | undefined {
    return this.db
      .prepare<[number, string], StudentRow>(
        `SELECT ${COLUMNS} FROM students s WHERE s.id = ? AND s.school_id = ?`,
      )
      .get(id, schoolId);
  }

  ofClass(classId: number, includeClubs: boolean): ReadingStudent[] {
    return this.db
      .prepare<[number], StudentRow>(
        `SELECT ${COLUMNS} FROM students s WHERE s.class_id = ? ORDER BY s.name, s.id`,
      )
      .all(classId)
      .map((row) => this.view(row, includeClubs));
  }

  ofSchool(schoolId: string, includeClubs: boolean): ReadingStudent[] {
    return this.db
      .prepare<[string], StudentRow>(
        `SELECT ${COLUMNS} FROM students s WHERE s.school_id = ? ORDER BY s.class_id, s.name, s.id`,
      )
      .all(schoolId)
      .map((row) => this.view(row, includeClubs));
  }

  /** GET /students_admins: pupils of the school who administer a club. */
  administrators(schoolId: string): ReadingStudent[] {
    return this.db
      .prepare<[string], StudentRow>(
        `SELECT ${COLUMNS} FROM students s WHERE s.school_id = ?
         AND EXISTS (SELECT 1 FROM club_members m WHERE m.student_id = s.id AND m.admin = 1)
         ORDER BY s.name, s.id`,
      )
      .all(schoolId)
      .map((row) => this.view(row, true));
  }

  /** Members of a club; `admin` picks its administrators or its plain members. */
  ofClub(clubId: number, admin: boolean): ReadingStudent[] {
    return this.db
      .prepare<[number, number], StudentRow>(
        `SELECT ${COLUMNS} FROM students s JOIN club_members m ON m.student_id = s.id
         WHERE m.club_id = ? AND m.admin = ? ORDER BY s.name, s.id`,
      )
      .all(clubId, admin ? 1 : 0)
      .map((row) => this.view(row, true));
  }

  view(row: StudentRow, includeClubs: boolean): ReadingStudent {
    const student: ReadingStudent = {
      id: row.id,
      class_id: row.class_id,
      name: row.name,
      screenname: row.screenname,
      role: row.role,
    };
    if (includeClubs) {
      const memberships = this.memberships(row.id);
      student.clubs = memberships.filter((m) => m.admin === 0).map((m) => m.club_id);
      student.clubs_manage = memberships.filter((m) => m.admin === 1).map((m) => m.club_id);
    }
    return student;
  }

  memberships(studentId: number): { club_id: number; admin: number }[] {
    return this.db
      .prepare<[number], { club_id: number; admin: number }>(
        `SELECT club_id, admin FROM club_members WHERE student_id = ? ORDER BY club_id`,
      )
      .all(studentId);
  }

  /** Names (case-insensitive, seed 001 §5) already taken in a class, among the given ones. */
  takenNames(classId: number, names: readonly string[], exceptId = 0): string[] {
    const statement = this.db.prepare<[number, string, number], { name: string }>(
      `SELECT name FROM students WHERE class_id = ? AND name = ? COLLATE NOCASE AND id <> ?`,
    );
    return names.filter((name) => statement.get(classId, name, exceptId) !== undefined);
  }

  /** Inserts pupils of one class in one transaction: all of them or, on any failure, none. */
  createAll(schoolId: string, classId: number, students: readonly NewStudent[]): number[] {
    const insert = this.db.prepare(
      `INSERT INTO students (school_id, class_id, name, screenname, role, password_hash) VALUES (?, ?, ?, ?, 'Student', ?)`,
    );
    return this.db.transaction(() =>
      students.map((s) =>
        Number(insert.run(schoolId, classId, s.name, s.screenname, s.passwordHash).lastInsertRowid),
      ),
    )();
  }

  update(id: number, change: StudentChange): void {
    this.db.transaction(() => {
      const set = (column: string, value: unknown) =>
        this.db.prepare(`UPDATE students SET ${column} = ? WHERE id = ?`).run(value, id);
      if (change.name !== undefined) set('name', change.name);
      if (change.screenname !== undefined) set('screenname', change.screenname);
      if (change.passwordHash !== undefined) set('password_hash', change.passwordHash);
      if (change.classId !== undefined) set('class_id', change.classId);
      for (const club of change.removeClubs ?? [])
        this.db.prepare(`DELETE FROM club_members WHERE club_id = ? AND student_id = ?`).run(club.id, id);
      for (const club of change.addClubs ?? []) this.join(id, club.id, club.role === 'admin');
      this.syncRole(id);
    })();
  }

  /** seed 001 §4: joining as administrator puts the club in clubs_manage, as member in clubs. */
  join(studentId: number, clubId: number, admin: boolean): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO club_members (club_id, student_id, admin) VALUES (?, ?, ?)
         ON CONFLICT (club_id, student_id) DO UPDATE SET admin = excluded.admin`,
        )
        .run(clubId, studentId, admin ? 1 : 0);
      this.syncRole(studentId);
    })();
  }

  leave(studentId: number, clubId: number): void {
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM club_members WHERE club_id = ? AND student_id = ?`).run(clubId, studentId);
      this.syncRole(studentId);
    })();
  }

  /**
   * A pupil who administers a club is a Club president, else a Student (chosen: seed 001 §3 names the role,
   * not when it changes), so the role always matches clubs_manage.
   */
  syncRole(studentId: number): void {
    this.db
      .prepare(
        `UPDATE students SET role = CASE WHEN EXISTS
           (SELECT 1 FROM club_members WHERE student_id = @id AND admin = 1) THEN 'Club president' ELSE 'Student' END
         WHERE id = @id`,
      )
      .run({ id: studentId });
  }

  delete(id: number): void {
    this.db.prepare(`DELETE FROM students WHERE id = ?`).run(id);
  }
}
