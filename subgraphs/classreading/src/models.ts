/**
 * The mapper types: what the resolvers of each GraphQL type receive and pass on (codegen's `mappers`, in
 * codegen.mappers.json). Most are the reading programme's answers as its API gives them; one file lists them all.
 */
export type {
  DigitalBook as DigitalBookModel,
  ReadingBookSource,
  ReadingClass as ReadingClassModel,
  ReadingClassSummary,
  ReadingClub as ReadingClubModel,
  ReadingSchoolCode,
  ReadingStudent as ReadingStudentModel,
  ReadingTeacher as ReadingTeacherModel,
  ReadingTeacherSummary as ReadingTeacherSummaryModel,
  ReadingUserResult,
} from '@shop/contracts';
export type { BookProgressModel } from './ports/ReadingProgramme';

/** Product is owned by the catalog subgraph; classreading knows it by its key and, for progress, its ISBN (@requires). */
export interface ProductRef {
  __typename?: 'Product';
  sku: string;
  /** Sent by the gateway in the representation when readingProgress is asked. */
  isbn?: string | null;
}
