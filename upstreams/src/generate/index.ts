/**
 * The deterministic demo data generator (upstreams/src/generate): `npm run demo-data` writes a data set,
 * services and tests call ensureDemoData/generateDemoData, and the commerce upstream renders covers
 * with coverSvg.
 */
export {
  generateDemoData,
  ensureDemoData,
  DEMO_DATA_VERSION,
  DEFAULT_PRODUCTS,
  DEFAULT_SEED,
  DEFAULT_TODAY,
  DemoDataOptionsError,
  type GenerateOptions,
} from './generate';
export { coverSvg, type CoverInput } from './cover';
export { portraitSvg, type PortraitInput } from './portrait';
export { CONTRIBUTORS, contributorBySlug, type Contributor, type ContributorRole } from './contributors';
export {
  DEMO_SCHOOL,
  DEMO_SCHOOL_NL,
  DEMO_TEACHER_PASSWORD,
  DEMO_DIRECTOR_PASSWORD,
  GRADES,
} from './classreading';
export { authorImagePath, authorSlugOfImagePath } from './content';
export { coverPath } from './productDocument';
export { EDGE_CASES } from './productPlan';
export type { DemoManifest } from '@shop/contracts';
