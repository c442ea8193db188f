import { describe, expect, it } from 'vitest';
import { gql, type NormalizedCacheObject } from '@apollo/client';
import type { PersistentStorage } from 'apollo3-cache-persist';
import { createCache } from '@/shared/graphql/cachePolicies';
import { createCachePersistor } from '@/shared/graphql/createApolloClient';
import { PupilLoginDocument } from './PupilLogin.generated';
import { ReadingBookPageDocument } from './book/ReadingBookPage.generated';
import { ClassreadingHomePageDocument } from './home/ClassreadingHomePage.generated';
import { ReadingClubsPageDocument } from './clubs/ReadingClubsPage.generated';
import { readingTypePolicies } from './readingTypePolicies';
import { ReadingMeDocument } from './session/ReadingMe.generated';
import { SchoolClassesDocument } from './SchoolClasses.generated';
import { LOTTE, readingBook } from './testing/fixtures';

function memoryStorage(): PersistentStorage<string> & { written: Map<string, string> } {
  const written = new Map<string, string>();
  return {
    written,
    getItem: (key) => written.get(key) ?? null,
    setItem: (key, value) => void written.set(key, value),
    removeItem: (key) => void written.delete(key),
  };
}

describe("a pupil's data never goes to the persisted cache (nothing about a pupil in the browser's storage)", () => {
  it("leaves out the school's classes and the signed-in pupil", async () => {
    const cache = createCache();
    cache.writeQuery({
      query: SchoolClassesDocument,
      variables: { schoolId: '0000000001' },
      data: {
        schoolClasses: {
          __typename: 'SchoolClassesPayload',
          retryAfterSeconds: null,
          schoolId: '0000000001',
          classes: [{ __typename: 'SchoolClass', id: 'c-3a', name: '3A', grade: '3' }],
          userErrors: [],
        },
      },
    });
    cache.writeQuery({
      query: PupilLoginDocument,
      variables: { input: { schoolId: '0000000001', classId: 'c-3a', name: 'Lotte', password: 'Lezen123!' } },
      data: {
        pupilLogin: {
          __typename: 'PupilLoginPayload',
          user: LOTTE,
          userErrors: [],
          retryAfterSeconds: null,
        },
      },
    });
    expect(JSON.stringify(cache.extract())).toContain('Lotte');

    const storage = memoryStorage();
    await createCachePersistor(cache, { storage, key: 'apollo-cache/test/en-rw' }).persist();
    const stored = storage.written.get('apollo-cache/test/en-rw') ?? '';
    for (const secret of ['Lotte', '0000000001', '3A', 'Lezen123!', 'ReadingUser', 'SchoolClass'])
      expect(stored, secret).not.toContain(secret);
    expect(JSON.parse(stored) as NormalizedCacheObject).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
  });

  it("keeps a product but leaves out the pupil's reading progress on it", async () => {
    const cache = createCache();
    cache.writeQuery({
      query: gql`
        query BookWithProgress {
          product(sku: "9789044800001") {
            sku
            name
            readingProgress
          }
        }
      `,
      data: {
        product: {
          __typename: 'Product',
          sku: '9789044800001',
          name: 'De kleine ijsbeer',
          readingProgress: 73,
        },
      },
    });
    const storage = memoryStorage();
    await createCachePersistor(cache, { storage, key: 'apollo-cache/test/en-rw' }).persist();
    const stored = storage.written.get('apollo-cache/test/en-rw') ?? '';
    expect(stored).toContain('De kleine ijsbeer');
    expect(stored).not.toContain('readingProgress');
    expect(stored).not.toContain('73');
  });

  it('leaves out everything the classreading pages ask: the session, the dashboard, the clubs, a book and its progress', async () => {
    const cache = createCache(readingTypePolicies);
    const book = readingBook('9789044800001', 'De kleine ijsbeer', 73);
    cache.writeQuery({ query: ReadingMeDocument, data: { readingMe: LOTTE } });
    cache.writeQuery({
      query: ClassreadingHomePageDocument,
      data: {
        myClass: { __typename: 'ReadingClass', id: 'c-3a', name: '3A', grade: '3', teacher: null },
        readingClubs: [{ __typename: 'ReadingClub', id: '1', name: 'De Boekenwurmen', description: 'Samen' }],
        readingBooks: { __typename: 'ReadingBookList', items: [book], total: 1 },
      },
    });
    cache.writeQuery({
      query: ReadingClubsPageDocument,
      data: {
        readingClubs: [
          {
            __typename: 'ReadingClub',
            id: '1',
            name: 'De Boekenwurmen',
            description: 'Samen',
            avatar: null,
            administrators: [],
            students: [{ __typename: 'ReadingStudent', id: 'p-1', name: 'Lotte', screenname: '' }],
          },
        ],
      },
    });
    cache.writeQuery({
      query: ReadingBookPageDocument,
      variables: { sku: book.sku },
      data: { readingBook: { ...book, language: 'nld', grade: '3' } },
    });
    expect(JSON.stringify(cache.extract())).toContain('Lotte');

    const storage = memoryStorage();
    await createCachePersistor(cache, { storage, key: 'apollo-cache/test/en-rw' }).persist();
    const stored = storage.written.get('apollo-cache/test/en-rw') ?? '';
    for (const secret of ['Lotte', '3A', 'Boekenwurmen', 'Reading', 'readingProgress', '73'])
      expect(stored, secret).not.toContain(secret);
  });
});
