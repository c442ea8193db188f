import type { ReadingClassSummary } from '@shop/contracts';
import { loadEachKey } from '@shop/service';
import DataLoader from 'dataloader';
import type { ReadingProgramme } from './upstream/ReadingProgramme';

export interface Loaders {
  /** GET /auth/get-classes has no batch form: one call per distinct school id of the request. */
  classesBySchoolId: DataLoader<string, ReadingClassSummary[]>;
}

/** New loaders for every request: a cache at module scope would share one request's answers with the next. */
export function createLoaders(readingProgramme: ReadingProgramme): Loaders {
  return {
    classesBySchoolId: new DataLoader((schoolIds) =>
      loadEachKey(schoolIds, (schoolId) => readingProgramme.getClasses(schoolId)),
    ),
  };
}
