import type { StateDatabase } from '../db/stateDatabase';
import type { ReadingCatalogue } from './books';
import type { ReadingRepository } from './readingRepository';
import { ClassStore } from './stores/classes';
import { ClubStore } from './stores/clubs';
import { ReaderStore } from './stores/readers';
import { RevokedTokenStore } from './stores/revokedTokens';
import { SchoolStore } from './stores/schools';
import { StudentStore } from './stores/students';
import { TeacherStore } from './stores/teachers';
import { TrackingStore } from './stores/tracking';

/** What the routes of the reading programme share: the stores over its state, the catalogue and its settings. */
export interface ReadingDeps {
  repository: ReadingRepository;
  schools: SchoolStore;
  classes: ClassStore;
  students: StudentStore;
  teachers: TeacherStore;
  clubs: ClubStore;
  tracking: TrackingStore;
  readers: ReaderStore;
  /** The JWTs a logout revoked (POST /auth/logout). */
  revokedTokens: RevokedTokenStore;
  catalogue: ReadingCatalogue;
  /** The digital products service whose reader the embed codes frame. */
  readerUrl: string;
  /** scrypt cost of the passwords set through the API. */
  passwordCost: number;
  /** The time in ms: credits expire and readers stay open by it (tests set the demo data's "today"). */
  now: () => number;
}

export function createReadingDeps(
  db: StateDatabase,
  settings: Pick<ReadingDeps, 'repository' | 'catalogue' | 'readerUrl' | 'passwordCost' | 'now'>,
): ReadingDeps {
  const students = new StudentStore(db);
  return {
    ...settings,
    schools: new SchoolStore(db),
    classes: new ClassStore(db, students),
    students,
    teachers: new TeacherStore(db),
    clubs: new ClubStore(db, students),
    tracking: new TrackingStore(db),
    readers: new ReaderStore(db),
    revokedTokens: new RevokedTokenStore(db),
  };
}
