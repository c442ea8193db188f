import type {
  ReadingClass,
  ReadingClassCreate,
  ReadingClassUpdate,
  ReadingStudent,
  ReadingTeacherSummary,
} from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { StudentStore } from './students';

interface ClassRow {
  id: number;
  name: string;
  grade: string;
  teacher_id: number | null;
}

export interface ClassIncludes {
  administrators?: boolean;
  students?: boolean;
  books?: boolean;
}

/** Classes of a school (seed 001 §3 Class): every read and write is scoped to the caller's school. */
export class ClassStore {
  constructor(
    private readonly db: StateDatabase,
    private readonly students: StudentStore,
  ) {}

  /** The class's row in this school, or undefined (another school's class "does not exist"). */
  find(schoolId: string, id: number): ClassRow | undefined {
    return this.db
      .prepare<[number, string], ClassRow>(
        `SELECT id, name, grade, teacher_id FROM classes WHERE id = ? AND school_id = ?`,
      )
      .get(id, schoolId);
  }

  idsOfSchool(schoolId: string): number[] {
    return this.db
      .prepare<[string], { id: number }>(`SELECT id FROM classes WHERE school_id = ? ORDER BY name, id`)
      .all(schoolId)
      .map((row) => row.id);
  }

  /** The classes a teacher teaches: as the class's teacher or added with add_teachers. */
  taughtBy(teacherId: number): number[] {
    return this.db
      .prepare<[number, number], { id: number }>(
        `SELECT id FROM classes WHERE teacher_id = ?
         UNION SELECT class_id AS id FROM teacher_classes WHERE teacher_id = ? ORDER BY id`,
      )
      .all(teacherId, teacherId)
      .map((row) => row.id);
  }

  /** The skus of a class's reading list. */
  books(classId: number): string[] {
    return this.db
      .prepare<[number], { sku: string }>(`SELECT sku FROM class_books WHERE class_id = ? ORDER BY rowid`)
      .all(classId)
      .map((row) => row.sku);
  }

  view(row: ClassRow, include: ClassIncludes): ReadingClass {
    const answer: ReadingClass = {
      id: row.id,
      name: row.name,
      grade: row.grade,
      teacher: row.teacher_id === null ? null : (this.teacherSummary(row.teacher_id) ?? null),
      books: include.books === false ? [] : this.books(row.id).map((sku) => ({ book_id: sku })),
    };
    if (include.administrators) answer.administrators = this.administrators(row);
    if (include.students) answer.students = this.studentsOf(row.id);
    return answer;
  }

  studentsOf(classId: number): ReadingStudent[] {
    return this.students.ofClass(classId, false);
  }

  hasStudents(classId: number): boolean {
    return (
      this.db
        .prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM students WHERE class_id = ?`)
        .get(classId)?.n !== 0
    );
  }

  nameTaken(schoolId: string, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare<[string, string, number], { id: number }>(
          `SELECT id FROM classes WHERE school_id = ? AND name = ? COLLATE NOCASE AND id <> ?`,
        )
        .get(schoolId, name, exceptId) !== undefined
    );
  }

  create(schoolId: string, input: ReadingClassCreate): number {
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare(`INSERT INTO classes (school_id, name, grade, teacher_id) VALUES (?, ?, ?, ?)`)
          .run(schoolId, input.name, input.grade, input.teacherId).lastInsertRowid,
      );
      this.db
        .prepare(`INSERT OR IGNORE INTO teacher_classes (teacher_id, class_id) VALUES (?, ?)`)
        .run(input.teacherId, id);
      return id;
    })();
  }

  update(id: number, change: ReadingClassUpdate): void {
    this.db.transaction(() => {
      const data = change.data ?? {};
      if (data.name !== undefined)
        this.db.prepare(`UPDATE classes SET name = ? WHERE id = ?`).run(data.name, id);
      if (data.grade !== undefined)
        this.db.prepare(`UPDATE classes SET grade = ? WHERE id = ?`).run(data.grade, id);
      for (const teacherId of change.add_teachers ?? [])
        this.db
          .prepare(`INSERT OR IGNORE INTO teacher_classes (teacher_id, class_id) VALUES (?, ?)`)
          .run(teacherId, id);
      for (const teacherId of change.remove_teachers ?? []) {
        this.db
          .prepare(`DELETE FROM teacher_classes WHERE teacher_id = ? AND class_id = ?`)
          .run(teacherId, id);
        // The class's own teacher removed: the class keeps no teacher rather than a stale one.
        this.db
          .prepare(`UPDATE classes SET teacher_id = NULL WHERE id = ? AND teacher_id = ?`)
          .run(id, teacherId);
      }
      for (const sku of change.add_books ?? [])
        this.db.prepare(`INSERT OR IGNORE INTO class_books (class_id, sku) VALUES (?, ?)`).run(id, sku);
      for (const sku of change.remove_books ?? [])
        this.db.prepare(`DELETE FROM class_books WHERE class_id = ? AND sku = ?`).run(id, sku);
    })();
  }

  delete(id: number): void {
    this.db.prepare(`DELETE FROM classes WHERE id = ?`).run(id);
  }

  private administrators(row: ClassRow): ReadingTeacherSummary[] {
    return this.db
      .prepare<[number, number], ReadingTeacherSummary>(
        `SELECT t.id, t.firstname, t.lastname FROM teachers t
         WHERE t.id IN (SELECT teacher_id FROM teacher_classes WHERE class_id = ?) OR t.id = ?
         ORDER BY t.lastname, t.firstname, t.id`,
      )
      .all(row.id, row.teacher_id ?? 0);
  }

  private teacherSummary(id: number): ReadingTeacherSummary | undefined {
    return this.db
      .prepare<[number], ReadingTeacherSummary>(`SELECT id, firstname, lastname FROM teachers WHERE id = ?`)
      .get(id);
  }
}
