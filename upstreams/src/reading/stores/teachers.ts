import type {
  ReadingAccountType,
  ReadingStaffRole,
  ReadingTeacher,
  ReadingTeacherCreate,
} from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';

interface TeacherRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  account_type: ReadingAccountType;
  role: ReadingStaffRole;
}

export interface NewTeacher extends Required<ReadingTeacherCreate> {
  passwordHash: string;
}

const COLUMNS = `id, email, firstname, lastname, title, account_type, role`;

/** Teachers and directors of a school (seed 001 §3 Teacher); emails are unique over all schools (seed 001 §5). */
export class TeacherStore {
  constructor(private readonly db: StateDatabase) {}

  find(schoolId: string, id: number): TeacherRow | undefined {
    return this.db
      .prepare<[number, string], TeacherRow>(`SELECT ${COLUMNS} FROM teachers WHERE id = ? AND school_id = ?`)
      .get(id, schoolId);
  }

  /** The teacher or director with this email (case-insensitive): whom a shop-issued token stands for. */
  idByEmail(email: string): number | undefined {
    return this.db
      .prepare<[string], { id: number }>(`SELECT id FROM teachers WHERE email = ? COLLATE NOCASE`)
      .get(email)?.id;
  }

  ofSchool(schoolId: string, include: { classes?: boolean; clubs?: boolean }): ReadingTeacher[] {
    return this.db
      .prepare<[string], TeacherRow>(
        `SELECT ${COLUMNS} FROM teachers WHERE school_id = ? ORDER BY lastname, firstname, id`,
      )
      .all(schoolId)
      .map((row) => this.view(row, include));
  }

  view(row: TeacherRow, include: { classes?: boolean; clubs?: boolean } = {}): ReadingTeacher {
    const teacher: ReadingTeacher = {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      title: row.title,
      accountType: row.account_type,
      role: row.role,
    };
    if (include.classes)
      teacher.classes = this.db
        .prepare<[number, number], { id: number }>(
          `SELECT id FROM classes WHERE teacher_id = ? UNION SELECT class_id FROM teacher_classes WHERE teacher_id = ? ORDER BY id`,
        )
        .all(row.id, row.id)
        .map((r) => r.id);
    if (include.clubs)
      teacher.clubs = this.db
        .prepare<[number], { id: number }>(`SELECT id FROM clubs WHERE created_by = ? ORDER BY id`)
        .all(row.id)
        .map((r) => r.id);
    return teacher;
  }

  /** Emails among these that a teacher other than `exceptId` already has (case-insensitive). */
  takenEmails(emails: readonly string[], exceptId = 0): string[] {
    const statement = this.db.prepare<[string, number], { id: number }>(
      `SELECT id FROM teachers WHERE email = ? COLLATE NOCASE AND id <> ?`,
    );
    return emails.filter((email) => statement.get(email, exceptId) !== undefined);
  }

  /** Inserts teachers in one transaction: all of them or none. */
  createAll(schoolId: string, teachers: readonly NewTeacher[]): number[] {
    const insert = this.db.prepare(
      `INSERT INTO teachers (school_id, email, firstname, lastname, title, account_type, role, password_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    return this.db.transaction(() =>
      teachers.map((t) =>
        Number(
          insert.run(
            schoolId,
            t.email,
            t.firstname,
            t.lastname,
            t.title,
            t.accountType,
            t.role,
            t.passwordHash,
          ).lastInsertRowid,
        ),
      ),
    )();
  }

  update(id: number, change: Partial<ReadingTeacherCreate>): void {
    const columns: [string, unknown][] = [
      ['email', change.email],
      ['firstname', change.firstname],
      ['lastname', change.lastname],
      ['title', change.title],
      ['account_type', change.accountType],
      ['role', change.role],
    ];
    this.db.transaction(() => {
      for (const [column, value] of columns)
        if (value !== undefined)
          this.db.prepare(`UPDATE teachers SET ${column} = ? WHERE id = ?`).run(value, id);
    })();
  }

  /** Removes a teacher; their classes keep no teacher, their clubs no creator. */
  delete(id: number): void {
    this.db.transaction(() => {
      this.db.prepare(`UPDATE classes SET teacher_id = NULL WHERE teacher_id = ?`).run(id);
      this.db.prepare(`DELETE FROM teachers WHERE id = ?`).run(id);
    })();
  }

  /** A one-time code for the create-password page (seed 001 §3 invitation) of an account a director created. */
  invite(teacherId: number, code: string): void {
    this.db
      .prepare(`INSERT INTO invitations (teacher_id, code, created_at) VALUES (?, ?, ?)`)
      .run(teacherId, code, new Date().toISOString());
  }
}
