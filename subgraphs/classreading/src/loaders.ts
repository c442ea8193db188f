import type {
  ReadingClass,
  ReadingClassSummary,
  ReadingClub,
  ReadingStudent,
  ReadingTeacher,
  ReadingUserResult,
} from '@shop/contracts';
import { loadEachKey } from '@shop/service';
import DataLoader from 'dataloader';
import type { BookProgressModel, ReadingProgramme } from './ports/ReadingProgramme';

export type Loaders = ReturnType<typeof createLoaders>;

/** One call per request, however many resolvers ask; `forget` after a change in the same request. */
function once<T>(load: () => Promise<T>): { get: () => Promise<T>; forget: () => void } {
  let answer: Promise<T> | null = null;
  return {
    get: () => (answer ??= load()),
    forget: () => {
      answer = null;
    },
  };
}

/** A caching loader over an endpoint that takes one key: one call per key, a failure only fails its key. */
function perKey<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) =>
    Promise.all(
      keys.map((key) =>
        load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
}

/**
 * The key of `studentsByClassId` for every pupil the caller may see (GET /students without class_id): a
 * DataLoader refuses null and undefined keys.
 */
export const EVERY_CLASS = 'every';

/** New loaders for every request: a cache at module scope would share one request's answers with the next. */
export function createLoaders(readingProgramme: ReadingProgramme) {
  return {
    /** GET /auth/get-classes has no batch form: one call per distinct school id of the request. */
    classesBySchoolId: new DataLoader<string, ReadingClassSummary[]>((schoolIds) =>
      loadEachKey(schoolIds, (schoolId) => readingProgramme.getClasses(schoolId)),
    ),
    /** GET /auth/me: the session check and every role check of a request share one call. */
    me: once<ReadingUserResult | null>(() => readingProgramme.me()),
    /** GET /classes with students and books, once per request. */
    classes: once<ReadingClass[]>(() => readingProgramme.classes()),
    /** GET /classes/{id}, once per class and request. */
    classById: perKey<number, ReadingClass>((id) => readingProgramme.readingClass(id)),
    /** GET /students?class_id= (EVERY_CLASS: every pupil the caller may see), once per class and request. */
    studentsByClassId: perKey<number | typeof EVERY_CLASS, ReadingStudent[]>((classId) =>
      readingProgramme.students(classId === EVERY_CLASS ? null : classId),
    ),
    teachers: once<ReadingTeacher[]>(() => readingProgramme.teachers()),
    clubs: once<ReadingClub[]>(() => readingProgramme.clubs()),
    clubById: perKey<number, ReadingClub>((id) => readingProgramme.club(id)),
    /**
     * A pupil's progress per ISBN (seed 001 §3 Tracking): every book of a request from one GET /tracking_info,
     * 0 for a book never read. Never per book: a product list would ask GET /tracking/{isbn} once per product.
     */
    progressByIsbn: new DataLoader<string, BookProgressModel>(async (isbns) => {
      const { settings } = await readingProgramme.tracking(null);
      const byIsbn = new Map(settings.map((setting) => [setting.isbn, setting]));
      return isbns.map((isbn) => byIsbn.get(isbn) ?? { isbn, percentage: 0 });
    }),
  };
}
