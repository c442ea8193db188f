import type { ReadingClassResolvers, ReadingTeacherSummaryResolvers } from '../generated/graphql';

export const ReadingClass: ReadingClassResolvers = {
  id: (readingClass) => String(readingClass.id),
  administrators: (readingClass) => readingClass.administrators ?? [],
  // A pupil's view of their class has no pupils (API.md): null, not an empty class.
  students: (readingClass) => readingClass.students ?? null,
  bookSkus: (readingClass) => readingClass.books.map((book) => book.book_id),
  books: (readingClass) => readingClass.books.map((book) => ({ sku: book.book_id })),
};

export const ReadingTeacherSummary: ReadingTeacherSummaryResolvers = {
  id: (teacher) => String(teacher.id),
};
