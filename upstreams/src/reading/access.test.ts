import { describe, expect, it } from 'vitest';
import * as access from './access';
import type { Caller } from './access';

// The role table of API.md, cell by cell. Class 1 is taught by the teacher and holds the pupils; class 2 is
// another class of the school. Club 7 was created by the teacher and is administered by the club president.
const student: Caller = {
  kind: 'pupil',
  id: 10,
  role: 'Student',
  schoolId: 'S',
  classId: 1,
  clubs: [7],
  clubsManage: [],
};
const president: Caller = { ...student, id: 11, role: 'Club president', clubs: [], clubsManage: [7] };
const teacher: Caller = { kind: 'staff', id: 20, role: 'Teacher', schoolId: 'S', classIds: [1] };
const otherTeacher: Caller = { kind: 'staff', id: 21, role: 'Teacher', schoolId: 'S', classIds: [2] };
const director: Caller = { kind: 'staff', id: 30, role: 'Director', schoolId: 'S', classIds: [] };
const ROLES = { student, president, teacher, otherTeacher, director };
type Row = Record<keyof typeof ROLES, access.Decision>;

const club = { id: 7, created_by: 20 };
const pupilOfClass1 = { id: 10, class_id: 1 };
const pupilOfClass2 = { id: 12, class_id: 2 };

const table: [string, (caller: Caller) => access.Decision, Row][] = [
  [
    'school code and accounts',
    access.manageSchool,
    { student: 'forbid', president: 'forbid', teacher: 'forbid', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'GET /books?all=1',
    access.pageAllBooks,
    { student: 'forbid', president: 'allow', teacher: 'allow', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'a book of the class list',
    (c) => access.readBook(c, 'SKU-1', new Set(['SKU-1'])),
    { student: 'allow', president: 'allow', teacher: 'allow', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'a book outside the class and club lists',
    (c) => access.readBook(c, 'SKU-9', new Set(['SKU-1'])),
    { student: 'hide', president: 'hide', teacher: 'allow', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'GET /classes/1',
    (c) => access.seeClass(c, 1),
    { student: 'allow', president: 'allow', teacher: 'allow', otherTeacher: 'hide', director: 'allow' },
  ],
  [
    'GET /classes/2',
    (c) => access.seeClass(c, 2),
    { student: 'hide', president: 'hide', teacher: 'hide', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'PUT, DELETE /classes/1',
    (c) => access.manageClass(c, 1),
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'hide', director: 'allow' },
  ],
  [
    'POST /classes for teacher 20',
    (c) => access.createClass(c, 20),
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'GET /students/10',
    (c) => access.seeStudent(c, pupilOfClass1),
    { student: 'allow', president: 'hide', teacher: 'allow', otherTeacher: 'hide', director: 'allow' },
  ],
  [
    'GET /students/12',
    (c) => access.seeStudent(c, pupilOfClass2),
    { student: 'hide', president: 'hide', teacher: 'hide', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'PUT, DELETE /students/10',
    (c) => access.manageStudent(c, pupilOfClass1),
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'hide', director: 'allow' },
  ],
  [
    'GET /teachers, /students_admins',
    access.seeStaffLists,
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'POST, DELETE /teachers/22',
    (c) => access.manageTeachers(c, 22),
    { student: 'forbid', president: 'forbid', teacher: 'forbid', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'PUT /teachers/20 (the teacher’s own record)',
    (c) => access.editTeacher(c, 20, false),
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'POST /readingclubs',
    access.createClub,
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'allow', director: 'allow' },
  ],
  [
    'PUT /readingclubs/7',
    (c) => access.editClub(c, club),
    { student: 'forbid', president: 'allow', teacher: 'allow', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'DELETE /readingclubs/7',
    (c) => access.deleteClub(c, club),
    { student: 'forbid', president: 'forbid', teacher: 'allow', otherTeacher: 'forbid', director: 'allow' },
  ],
  [
    'join and leave',
    access.joinClubs,
    { student: 'allow', president: 'allow', teacher: 'forbid', otherTeacher: 'forbid', director: 'forbid' },
  ],
  [
    'GET /tracking_info?student_id=10',
    (c) => access.readProgress(c, pupilOfClass1),
    { student: 'allow', president: 'hide', teacher: 'allow', otherTeacher: 'hide', director: 'allow' },
  ],
  [
    'PUT /tracking/{isbn}',
    access.recordProgress,
    { student: 'allow', president: 'allow', teacher: 'forbid', otherTeacher: 'forbid', director: 'forbid' },
  ],
];

describe('the role table of API.md', () => {
  it.each(table)('%s', (_call, rule, expected) => {
    const actual = Object.fromEntries(Object.entries(ROLES).map(([name, caller]) => [name, rule(caller)]));
    expect(actual).toEqual(expected);
  });

  it('lets a teacher edit their own record but never change their role; a director may', () => {
    expect(access.editTeacher(teacher, 20, true)).toBe('forbid');
    expect(access.editTeacher(director, 20, true)).toBe('allow');
  });

  it('never lets a director delete their own account', () => {
    expect(access.manageTeachers(director, director.id)).toBe('forbid');
  });

  it('lets a pupil read only their own progress; staff must name the pupil', () => {
    expect(access.readProgress(student, undefined)).toBe('allow');
    expect(access.readProgress(teacher, undefined)).toBe('hide');
  });

  it('shows classmates in class answers to staff only', () => {
    expect([student, president, teacher, director].map(access.seeClassmates)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
