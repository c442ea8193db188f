import type { MockedResponse } from '@apollo/client/testing';
import { ReadingMeDocument } from '../session/ReadingMe.generated';
import type { ReadingSession_UserFragment } from '../session/ReadingSession_user.generated';

/** Test data of the classreading pages: the demo school's pupil Lotte (seed 001 demo: class 3A), as the session knows her. */
export const LOTTE: ReadingSession_UserFragment & { __typename: 'ReadingUser' } = {
  __typename: 'ReadingUser',
  id: 'p-1',
  role: 'Student',
  name: 'Lotte',
  firstname: null,
  lastname: null,
  className: '3A',
  schoolCode: '0000000001',
  schoolId: '0000000001',
  clubIds: ['1'],
  clubsManaged: [],
  allowedOperations: ['readingMe', 'readingBooks', 'joinReadingClub', 'leaveReadingClub'],
};

/** The teacher of 3A, a shop customer signed in to the reading programme. */
export const SOFIE: ReadingSession_UserFragment & { __typename: 'ReadingUser' } = {
  __typename: 'ReadingUser',
  id: 't-1',
  role: 'Teacher',
  name: null,
  firstname: 'Sofie',
  lastname: 'Claes',
  className: null,
  schoolCode: '0000000001',
  schoolId: '0000000001',
  clubIds: [],
  clubsManaged: [],
  allowedOperations: ['readingMe', 'readingBooks', 'teachers', 'createReadingClub'],
};

/** readingMe answering `user` (null: nobody signed in). */
export const readingMeMock = (user: object | null, maxUsageCount = 1): MockedResponse => ({
  request: { query: ReadingMeDocument },
  result: { data: { readingMe: user } },
  maxUsageCount,
});

export const userError = (code: string, message: string, field: string | null = null) => ({
  __typename: 'UserError',
  code,
  message,
  field,
});

/** A book of the programme as ReadingBookCard_book asks for it, with the pupil's progress. */
export const readingBook = (sku: string, name: string, readingProgress: number | null = null) => ({
  __typename: 'ReadingBook',
  sku,
  name,
  author: 'Annie M.G. Schmidt',
  image: `/catalog/product/${sku}.svg`,
  isbn: sku,
  product: { __typename: 'Product', sku, readingProgress },
});

/** The demo school's club president Noor (seed 001 §6 Club president), who administers club 1. */
export const NOOR: ReadingSession_UserFragment & { __typename: 'ReadingUser' } = {
  ...LOTTE,
  id: 'p-9',
  role: 'Club president',
  name: 'Noor',
  clubIds: [],
  clubsManaged: ['1'],
  allowedOperations: [
    'readingMe',
    'readingBooks',
    'readingBooksAll',
    'joinReadingClub',
    'leaveReadingClub',
    'updateReadingClub',
    'setReadingClubMembers',
  ],
};

/** Two books of the catalogue as a class's or club's book list has them (BookListEditor_book). */
export const GRUFFALO = {
  __typename: 'Product' as const,
  sku: 'B-001',
  name: 'De Gruffalo',
  author: 'Julia Donaldson',
  isbn: '9789025745510',
};
export const RIKKI = {
  ...GRUFFALO,
  sku: 'B-002',
  name: 'Rikki',
  author: 'Guido van Genechten',
  isbn: '9789044800001',
};
