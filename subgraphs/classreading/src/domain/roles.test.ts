import { describe, expect, it } from 'vitest';
import { allowedOperations, mayManageClub, mayPerform, READING_OPERATIONS } from './roles';

describe('roles (API.md least privilege; seed 001 §6)', () => {
  it('nobody without a reading session may perform anything', () => {
    expect(READING_OPERATIONS.some((operation) => mayPerform(null, operation))).toBe(false);
    expect(allowedOperations(null)).toEqual([]);
  });

  it('a pupil reads, opens books, joins and leaves clubs and records progress, and changes nothing of the school', () => {
    for (const role of ['Student', 'Club president'] as const) {
      expect(mayPerform(role, 'openBook')).toBe(true);
      expect(mayPerform(role, 'joinReadingClub')).toBe(true);
      expect(mayPerform(role, 'leaveReadingClub')).toBe(true);
      expect(mayPerform(role, 'recordReadingProgress')).toBe(true);
      expect(mayPerform(role, 'myClass')).toBe(true);
      expect(mayPerform(role, 'createReadingClass')).toBe(false);
      expect(mayPerform(role, 'createReadingStudent')).toBe(false);
      expect(mayPerform(role, 'students')).toBe(false);
      expect(mayPerform(role, 'teachers')).toBe(false);
      expect(mayPerform(role, 'schoolCode')).toBe(false);
      expect(mayPerform(role, 'createReadingClub')).toBe(false);
    }
  });

  it('seed 001 §5: book listing loads incrementally only for Teacher, Director, or Club president asking for all', () => {
    expect(mayPerform('Student', 'readingBooksAll')).toBe(false);
    expect(mayPerform('Club president', 'readingBooksAll')).toBe(true);
    expect(mayPerform('Teacher', 'readingBooksAll')).toBe(true);
    expect(mayPerform('Director', 'readingBooksAll')).toBe(true);
  });

  it('seed 001 §4: only teachers create a reading club (and the director)', () => {
    expect(mayPerform('Teacher', 'createReadingClub')).toBe(true);
    expect(mayPerform('Director', 'createReadingClub')).toBe(true);
    expect(mayPerform('Club president', 'createReadingClub')).toBe(false);
  });

  it('seed 001 §6: the director creates accounts and gets and sets the school code; a teacher does not', () => {
    for (const operation of [
      'createReadingTeacher',
      'deleteReadingTeacher',
      'importReadingTeachers',
      'schoolCode',
      'proposeSchoolCode',
      'renewSchoolCode',
      'acceptSchoolCode',
    ] as const) {
      expect(mayPerform('Director', operation)).toBe(true);
      expect(mayPerform('Teacher', operation)).toBe(false);
    }
  });

  it('teachers and directors manage classes and students; they do not join clubs or record progress', () => {
    for (const role of ['Teacher', 'Director'] as const) {
      expect(mayPerform(role, 'createReadingClass')).toBe(true);
      expect(mayPerform(role, 'importReadingStudents')).toBe(true);
      expect(mayPerform(role, 'moveReadingStudent')).toBe(true);
      expect(mayPerform(role, 'joinReadingClub')).toBe(false);
      expect(mayPerform(role, 'recordReadingProgress')).toBe(false);
      expect(mayPerform(role, 'myClass')).toBe(false);
    }
  });
});

describe('managing a reading club (seed 001 §6 Reading club Administrator)', () => {
  const club = { id: 7, created_by: 3 };
  it('the director manages every club', () => {
    expect(mayManageClub({ role: 'Director', id: 1, clubsManaged: [] }, club, 'delete')).toBe(true);
  });
  it('a teacher manages the clubs they created', () => {
    expect(mayManageClub({ role: 'Teacher', id: 3, clubsManaged: [] }, club, 'update')).toBe(true);
    expect(mayManageClub({ role: 'Teacher', id: 4, clubsManaged: [] }, club, 'update')).toBe(false);
  });
  it('a club president changes the clubs in clubs_manage, and deletes none', () => {
    const noor = { role: 'Club president' as const, id: 102, clubsManaged: [7] };
    expect(mayManageClub(noor, club, 'update')).toBe(true);
    expect(mayManageClub(noor, club, 'delete')).toBe(false);
    expect(mayManageClub({ ...noor, clubsManaged: [8] }, club, 'update')).toBe(false);
  });
  it('a student manages no club, even one they administer', () => {
    expect(mayManageClub({ role: 'Student', id: 101, clubsManaged: [7] }, club, 'update')).toBe(false);
  });
});
