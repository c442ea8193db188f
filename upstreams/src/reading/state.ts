import type { ClassreadingDemoData } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';
import { hashPassword } from '../shared/passwords';

/**
 * The reading programme's state (STATE_DIR/reading.sqlite): schools, classes, teachers, pupils and clubs
 * (seed 001 §3). Names compare case-insensitively; duplicate class names in a school, pupil names in a class
 * and teacher emails are rejected (seed 001 §5).
 */
export const READING_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE schools (
    id INTEGER PRIMARY KEY,
    school_id TEXT NOT NULL UNIQUE,
    school_code TEXT NOT NULL,
    name TEXT NOT NULL,
    credits INTEGER NOT NULL,
    credits_start TEXT NOT NULL,
    credits_end TEXT NOT NULL
  );
  CREATE TABLE teachers (
    id INTEGER PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (school_id),
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    firstname TEXT NOT NULL,
    lastname TEXT NOT NULL,
    title TEXT NOT NULL,
    account_type TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('Teacher', 'Director')),
    password_hash TEXT NOT NULL
  );
  CREATE TABLE classes (
    id INTEGER PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (school_id),
    name TEXT NOT NULL COLLATE NOCASE,
    grade TEXT NOT NULL,
    teacher_id INTEGER REFERENCES teachers (id),
    UNIQUE (school_id, name)
  );
  CREATE TABLE class_books (
    class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    PRIMARY KEY (class_id, sku)
  );
  CREATE TABLE teacher_classes (
    teacher_id INTEGER NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    class_id INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    PRIMARY KEY (teacher_id, class_id)
  );
  CREATE TABLE students (
    id INTEGER PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (school_id),
    class_id INTEGER NOT NULL REFERENCES classes (id),
    name TEXT NOT NULL COLLATE NOCASE,
    screenname TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('Student', 'Club president')),
    password_hash TEXT NOT NULL,
    UNIQUE (class_id, name)
  );
  CREATE TABLE clubs (
    id INTEGER PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (school_id),
    name TEXT NOT NULL,
    description TEXT NOT NULL
  );
  CREATE TABLE club_books (
    club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    PRIMARY KEY (club_id, sku)
  );
  -- seed 001 §4: a member joins as member or as administrator (clubs_manage).
  CREATE TABLE club_members (
    club_id INTEGER NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    student_id INTEGER NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    admin INTEGER NOT NULL CHECK (admin IN (0, 1)),
    PRIMARY KEY (club_id, student_id)
  );
  `,
  // API.md: school code proposals, club creators and avatars, reading progress, credit use, open readers,
  // and the one-time invitation of accounts a director creates.
  `
  ALTER TABLE schools ADD COLUMN code_proposal TEXT;
  -- Codes that stopped working after an accept (seed 001 §4: irreversible): never drawn again.
  CREATE TABLE retired_school_codes (
    code TEXT PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (school_id)
  );
  ALTER TABLE clubs ADD COLUMN created_by INTEGER REFERENCES teachers (id) ON DELETE SET NULL;
  ALTER TABLE clubs ADD COLUMN avatar TEXT;
  CREATE TABLE tracking (
    student_id INTEGER NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    isbn TEXT NOT NULL,
    percentage INTEGER NOT NULL CHECK (percentage BETWEEN 0 AND 100),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (student_id, isbn)
  );
  -- A pupil's first opening of a book costs one credit of the school (API.md embed rules).
  CREATE TABLE credit_uses (
    student_id INTEGER NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    used_at TEXT NOT NULL,
    PRIMARY KEY (student_id, sku)
  );
  -- The socket a user last opened a book on (seed 001 §8 'A book is already being read.').
  CREATE TABLE reader_connections (
    user_kind TEXT NOT NULL CHECK (user_kind IN ('student', 'teacher')),
    user_id INTEGER NOT NULL,
    sku TEXT NOT NULL,
    socket TEXT NOT NULL,
    last_seen INTEGER NOT NULL,
    PRIMARY KEY (user_kind, user_id, sku)
  );
  CREATE TABLE invitations (
    teacher_id INTEGER PRIMARY KEY REFERENCES teachers (id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  `,
  // API.md: the tokens a logout revoked, by their id, until they would have expired (POST /auth/logout).
  `
  CREATE TABLE revoked_tokens (
    token_id TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );
  `,
];

export interface PasswordHashes {
  teachers: ReadonlyMap<number, string>;
  students: ReadonlyMap<number, string>;
}

/** The demo data's plain passwords, hashed before the seed transaction (hashing is the slow part). */
export async function hashDemoPasswords(data: ClassreadingDemoData, cost: number): Promise<PasswordHashes> {
  const hashAll = async (people: readonly { id: number; password: string }[]) =>
    new Map(
      await Promise.all(
        people.map(async (person) => [person.id, await hashPassword(person.password, cost)] as const),
      ),
    );
  return { teachers: await hashAll(data.teachers), students: await hashAll(data.pupils) };
}

export function seedReadingState(
  db: StateDatabase,
  data: ClassreadingDemoData,
  hashes: PasswordHashes,
): void {
  const insertSchool = db.prepare(
    `INSERT INTO schools (id, school_id, school_code, name, credits, credits_start, credits_end)
     VALUES (@id, @school_id, @school_code, @name, @credits, @credits_start, @credits_end)`,
  );
  const insertTeacher = db.prepare(
    `INSERT INTO teachers (id, school_id, email, firstname, lastname, title, account_type, role, password_hash)
     VALUES (@id, @school_id, @email, @firstname, @lastname, @title, @accountType, @role, @password_hash)`,
  );
  const insertClass = db.prepare(
    `INSERT INTO classes (id, school_id, name, grade, teacher_id) VALUES (@id, @school_id, @name, @grade, @teacher_id)`,
  );
  const insertClassBook = db.prepare<[number, string]>(
    `INSERT OR IGNORE INTO class_books (class_id, sku) VALUES (?, ?)`,
  );
  const insertTeacherClass = db.prepare<[number, number]>(
    `INSERT OR IGNORE INTO teacher_classes (teacher_id, class_id) VALUES (?, ?)`,
  );
  const insertStudent = db.prepare(
    `INSERT INTO students (id, school_id, class_id, name, screenname, role, password_hash)
     VALUES (@id, @school_id, @class_id, @name, @screenname, @role, @password_hash)`,
  );
  const insertClub = db.prepare(
    `INSERT INTO clubs (id, school_id, name, description, created_by)
     VALUES (@id, @school_id, @name, @description, @created_by)`,
  );
  const insertTracking = db.prepare(
    `INSERT INTO tracking (student_id, isbn, percentage, updated_at)
     VALUES (@student_id, @isbn, @percentage, @updated_at)`,
  );
  const insertClubBook = db.prepare<[number, string]>(
    `INSERT OR IGNORE INTO club_books (club_id, sku) VALUES (?, ?)`,
  );
  const insertMember = db.prepare<[number, number, number]>(
    `INSERT INTO club_members (club_id, student_id, admin) VALUES (?, ?, ?) ON CONFLICT (club_id, student_id) DO UPDATE SET admin = MAX(admin, excluded.admin)`,
  );

  for (const school of data.schools) insertSchool.run(school);
  for (const teacher of data.teachers) {
    insertTeacher.run({
      ...teacher,
      password_hash: required(hashes.teachers.get(teacher.id), `teacher ${teacher.id}`),
    });
  }
  for (const schoolClass of data.classes) {
    insertClass.run(schoolClass);
    for (const sku of schoolClass.book_skus) insertClassBook.run(schoolClass.id, sku);
  }
  for (const teacher of data.teachers) {
    for (const classId of teacher.class_ids) insertTeacherClass.run(teacher.id, classId);
  }
  for (const pupil of data.pupils) {
    insertStudent.run({
      ...pupil,
      password_hash: required(hashes.students.get(pupil.id), `pupil ${pupil.id}`),
    });
  }
  for (const club of data.clubs) {
    insertClub.run(club);
    for (const sku of club.book_skus) insertClubBook.run(club.id, sku);
  }
  for (const pupil of data.pupils) {
    for (const clubId of pupil.clubs) insertMember.run(clubId, pupil.id, 0);
    for (const clubId of pupil.clubs_manage) insertMember.run(clubId, pupil.id, 1);
  }
  for (const progress of data.tracking) insertTracking.run(progress);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no password hash for ${what}`);
  return value;
}
