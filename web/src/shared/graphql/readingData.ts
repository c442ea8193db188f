import type { ApolloCache, NormalizedCacheObject } from '@apollo/client';

/** The reading programme's types: one pupil's or teacher's data, never kept after the reading session. */
export const READING_TYPENAMES: ReadonlySet<string> = new Set([
  'ReadingUser',
  'ReadingClass',
  'ReadingStudent',
  'ReadingTeacher',
  'ReadingTeacherSummary',
  'ReadingClub',
  'ReadingCredits',
  'ReadingBook',
  'ReadingBookList',
  'BookProgress',
  'SchoolCode',
  'SchoolClass',
]);

/** Root fields that answer reading-programme data of the signed-in user. */
export const READING_ROOT_FIELDS = [
  'readingMe',
  'myClass',
  'readingClasses',
  'readingClass',
  'students',
  'teachers',
  'readingClubs',
  'readingClub',
  'schoolCode',
  'readingCredits',
  'readingBooks',
  'readingBook',
  'readingProgress',
  'schoolClasses',
] as const;

/**
 * Removes everything of a reading session from the in-memory cache (the persisted cache never had it): the
 * reading entities, the root fields that answered them, mutation results and the reading progress on products.
 * The classreading frame's logout does this, and the shop's logout too: a teacher's reading session begins
 * with the shop login, and a pupil's or teacher's names must not stay on a shared school computer.
 */
export function evictReadingData(cache: ApolloCache<object>): void {
  const data = cache.extract() as NormalizedCacheObject;
  for (const [id, entity] of Object.entries(data)) {
    const typename = entity?.__typename;
    if (typeof typename !== 'string') continue;
    if (READING_TYPENAMES.has(typename)) cache.evict({ id });
    else if (typename === 'Product') cache.evict({ id, fieldName: 'readingProgress' });
  }
  cache.evict({ id: 'ROOT_MUTATION' });
  for (const fieldName of READING_ROOT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
