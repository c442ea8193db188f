import type {
  ReadingClassSummary,
  ReadingPupilRole,
  ReadingRole,
  ReadingStaffRole,
  ReadingUserResult,
} from '@shop/contracts';
import type { Caller } from './access';
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
      // API.md: a pupil types the school id or its active school code (an old code no longer finds it).
      classesOfSchool: db.prepare<[{ school: string }], ReadingClassSummary>(
        `SELECT c.id, c.name, c.grade FROM classes c JOIN schools sc ON sc.school_id = c.school_id
         WHERE sc.school_id = @school OR sc.school_code = @school ORDER BY c.name, c.id`,
      ),
      studentLogin: db.prepare<[{ school: string; classId: number; name: string }], StudentRow>(
        `${STUDENT} WHERE (sc.school_id = @school OR sc.school_code = @school) AND s.class_id = @classId AND s.name = @name`,
      ),
      teacherByEmail: db.prepare<[string], { id: number }>(
        `SELECT id FROM teachers WHERE email = ? COLLATE NOCASE`,
      ),
      taughtClasses: db.prepare<[number, number], { id: number }>(
        `SELECT id FROM classes WHERE teacher_id = ? UNION SELECT class_id FROM teacher_classes WHERE teacher_id = ?`,
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

  /** The teacher or director a shop-issued `staff:<email>` token stands for. */
  teacherIdByEmail(email: string): number | undefined {
    return this.statements.teacherByEmail.get(email)?.id;
  }

  /** Who calls, resolved once per request from the bearer JWT's subject (undefined: no such user any more). */
  caller(subject: { kind: 'student' | 'teacher'; id: number }): Caller | undefined {
    if (subject.kind === 'student') {
      const row = this.statements.student.get(subject.id);
      if (!row) return undefined;
      const memberships = this.statements.clubsOfStudent.all(row.id);
      return {
        kind: 'pupil',
        id: row.id,
        role: row.role as ReadingPupilRole,
        schoolId: row.school_id,
        classId: row.class_id,
        clubs: memberships.filter((m) => m.admin === 0).map((m) => m.club_id),
        clubsManage: memberships.filter((m) => m.admin === 1).map((m) => m.club_id),
      };
    }
    const row = this.statements.teacher.get(subject.id);
    if (!row) return undefined;
    return {
      kind: 'staff',
      id: row.id,
      role: row.role as ReadingStaffRole,
      schoolId: row.school_id,
      classIds: this.statements.taughtClasses.all(row.id, row.id).map((c) => c.id),
    };
  }

  /** The classes a pupil picks from at login; empty for an unknown school. */
  classesOfSchool(schoolId: string): ReadingClassSummary[] {
    return this.statements.classesOfSchool.all({ school: schoolId });
  }

  /** The pupil of this school and class with this name (case-insensitive), with the hash to check. */
  studentCredentials(schoolId: string, classId: number, name: string): StudentCredentials | undefined {
    const row = this.statements.studentLogin.get({ school: schoolId, classId, name });
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
