import type { BookProgressResolvers, ReadingBookResolvers } from '../generated/graphql';

export const ReadingBook: ReadingBookResolvers = {
  grade: (book) => book.grade ?? null,
  urlKey: (book) => book.url_key,
  product: (book) => ({ sku: book.sku }),
};

export const BookProgress: BookProgressResolvers = {
  updatedAt: (progress) => progress.updated_at ?? null,
};
