import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ShopRouteHandle, VisitorSessions } from './pageQueries';
import { privatePageQueries } from './privatePageQueries';

const TEACHER: VisitorSessions = { customer: true, pupil: true };
const PUPIL: VisitorSessions = { customer: false, pupil: true };
const ANONYMOUS: VisitorSessions = { customer: false, pupil: false };

/** The operation a handle asks before the render, with its variables; null: nothing. */
async function asked(
  handle: ShopRouteHandle,
  sessions: VisitorSessions,
  params: Record<string, string> = {},
) {
  const page = await handle.pageQuery({
    url: new URL('http://shop.test/en-be/classreading'),
    params,
    sessions,
  });
  return page && { operation: getOperationAST(page.query)?.name?.value, variables: page.variables };
}

describe("the reading pages' queries, asked before the render as the visitor's cookies suggest", () => {
  it("asks a class's reading list as its teacher manages it, and as its pupil reads it", async () => {
    expect(await asked(privatePageQueries.readingList, TEACHER, { list: 'class-5' })).toEqual({
      operation: 'ClassPage',
      variables: { id: '5' },
    });
    expect(await asked(privatePageQueries.readingList, PUPIL, { list: 'class-5' })).toEqual({
      operation: 'ReadingListPage',
      variables: { all: false, start: 0, withClass: true, classId: '5', withClub: false, clubId: '' },
    });
  });

  it("asks a club's list and every book as the list's books, for staff and pupils alike", async () => {
    for (const sessions of [TEACHER, PUPIL]) {
      expect(await asked(privatePageQueries.readingList, sessions, { list: 'club-1' })).toMatchObject({
        operation: 'ReadingListPage',
        variables: { withClub: true, clubId: '1', all: false },
      });
      expect(await asked(privatePageQueries.readingList, sessions, { list: 'all' })).toMatchObject({
        operation: 'ReadingListPage',
        variables: { all: true, withClass: false, withClub: false },
      });
    }
  });

  it('asks who is signed in on every page of a pupil only, so the header names them (issue 22)', async () => {
    expect(await asked(privatePageQueries.readingPresence, PUPIL)).toEqual({
      operation: 'ReadingMe',
      variables: undefined,
    });
    expect(await asked(privatePageQueries.readingPresence, TEACHER)).toBeNull();
    expect(await asked(privatePageQueries.readingPresence, ANONYMOUS)).toBeNull();
  });

  it('asks nothing for an address no list has, nor for a visitor without a session', async () => {
    expect(await asked(privatePageQueries.readingList, TEACHER, { list: 'teacher-1' })).toBeNull();
    expect(await asked(privatePageQueries.readingList, ANONYMOUS, { list: 'class-5' })).toBeNull();
  });

  it("asks a club and a book by the route's parameters, as their screens do", async () => {
    expect(await asked(privatePageQueries.readingClub, PUPIL, { club: '1' })).toEqual({
      operation: 'ReadingClubPage',
      variables: { id: '1' },
    });
    expect(await asked(privatePageQueries.readingBook, PUPIL, { book: '9789400001497' })).toEqual({
      operation: 'ReadingBookPage',
      variables: { sku: '9789400001497' },
    });
  });

  it("asks a pupil's teachers or the staff's teachers list, and the school code of staff only", async () => {
    expect(await asked(privatePageQueries.readingTeachers, PUPIL)).toMatchObject({ operation: 'MyTeachers' });
    expect(await asked(privatePageQueries.readingTeachers, TEACHER)).toMatchObject({
      operation: 'TeachersAdmin',
    });
    expect(await asked(privatePageQueries.schoolCode, TEACHER)).toMatchObject({
      operation: 'SchoolCodeSection',
    });
    expect(await asked(privatePageQueries.schoolCode, PUPIL)).toBeNull();
    expect(await asked(privatePageQueries.schoolCode, ANONYMOUS)).toBeNull();
  });
});
