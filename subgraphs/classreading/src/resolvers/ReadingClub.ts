import type { ReadingClubResolvers } from '../generated/graphql';

export const ReadingClub: ReadingClubResolvers = {
  id: (club) => String(club.id),
  createdBy: (club) => (club.created_by === null ? null : String(club.created_by)),
  bookSkus: (club) => club.books,
  books: (club) => club.books.map((sku) => ({ sku })),
  administrators: (club) => club.administrators ?? [],
  students: (club) => club.students ?? [],
};
