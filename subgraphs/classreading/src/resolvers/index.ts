import type { Resolvers } from '../generated/graphql';
import { DigitalBook } from './DigitalBook';
import { Mutation } from './Mutation';
import { Product } from './Product';
import { Query } from './Query';
import { BookProgress, ReadingBook } from './ReadingBook';
import { ReadingClass, ReadingTeacherSummary } from './ReadingClass';
import { ReadingClub } from './ReadingClub';
import { ReadingStudent } from './ReadingStudent';
import { ReadingTeacher } from './ReadingTeacher';
import { ReadingUser } from './ReadingUser';
import { SchoolClass } from './SchoolClass';
import { SchoolCode } from './SchoolCode';

/** The classreading subgraph's resolver map. */
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Product,
  SchoolClass,
  SchoolCode,
  ReadingUser,
  ReadingClass,
  ReadingTeacherSummary,
  ReadingStudent,
  ReadingTeacher,
  ReadingClub,
  ReadingBook,
  BookProgress,
  DigitalBook,
};
