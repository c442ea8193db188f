import type { ReadingClassSummary, ReadingRole, ReadingUserResult } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';
import { ROLE_IDS } from './roles';

interface StudentRow {
  id: number;
  school_id: string;
  school_code: string;
  class_id: number;
  class_name: string;
  name: string;
  role: ReadingRole;
  password_hash: string;
}

interface TeacherRow {
  id: number;
  school_id: string;
  school_code: string;
  firstname: string;
  lastname: string;
  account_type: string;
  role: ReadingRole;
}

export interface StudentCredentials {
  id: number;
  passwordHash: string;
}

const STUDENT = `
  SELECT s.id, s.school_id, sc.school_code, s.class_id, c.name AS class_name, s.name, s.role, s.password_hash
  FROM students s JOIN classes c ON c.id = s.class_id JOIN schools sc ON sc.school_id = s.school_id`;

/** Reads of the reading programme's state for authentication (seed 001 §7 Authentication and school). */
export class ReadingRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      classesOfSchool: db.prepare<[string], ReadingClassSummary>(
        `SELECT id, name, grade FROM classes WHERE school_id = ? ORDER BY name, id`,
      ),
      studentLogin: db.prepare<[string, number, string], StudentRow>(
        `${STUDENT} WHERE s.school_id = ? AND s.class_id = ? AND s.name = ?`,
      ),
      student: db.prepare<[number], StudentRow>(`${STUDENT} WHERE s.id = ?`),
      teacher: db.prepare<[number], TeacherRow>(
        `SELECT t.id, t.school_id, sc.school_code, t.firstname, t.lastname, t.account_type, t.role
         FROM teachers t JOIN schools sc ON sc.school_id = t.school_id WHERE t.id = ?`,
      ),
      clubsOfStudent: db.prepare<[number], { club_id: number; admin: number }>(
        `SELECT club_id, admin FROM club_members WHERE student_id = ? ORDER BY club_id`,
      ),
    };
  }

  /** The classes a pupil picks from at login; empty for an unknown school. */
  classesOfSchool(schoolId: string): ReadingClassSummary[] {
    return this.statements.classesOfSchool.all(schoolId);
  }

  /** The pupil of this school and class with this name (case-insensitive), with the hash to check. */
  studentCredentials(schoolId: string, classId: number, name: string): StudentCredentials | undefined {
    const row = this.statements.studentLogin.get(schoolId, classId, name);
    return row && { id: row.id, passwordHash: row.password_hash };
  }

  student(id: number): ReadingUserResult | undefined {
    const row = this.statements.student.get(id);
    if (!row) return undefined;
    const memberships = this.statements.clubsOfStudent.all(id);
    return {
      id: row.id,
      role_id: ROLE_IDS[row.role],
      role: row.role,
      school_id: row.school_id,
      school_code: row.school_code,
      name: row.name,
      class: row.class_name,
      // seed 001 §4: clubs joined as administrator go to clubs_manage, the others to clubs.
      clubs: memberships.filter((m) => m.admin === 0).map((m) => m.club_id),
      clubs_manage: memberships.filter((m) => m.admin === 1).map((m) => m.club_id),
    };
  }

  teacher(id: number): ReadingUserResult | undefined {
    const row = this.statements.teacher.get(id);
    return (
      row && {
        id: row.id,
        role_id: ROLE_IDS[row.role],
        role: row.role,
        school_id: row.school_id,
        school_code: row.school_code,
        firstname: row.firstname,
        lastname: row.lastname,
        accountType: row.account_type,
      }
    );
  }
}
