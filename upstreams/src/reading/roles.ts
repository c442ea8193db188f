import type { ReadingRole } from '@shop/contracts';

/** This upstream's role ids (seed 001 §3 Reading user: role_id and role). */
export const ROLE_IDS: Readonly<Record<ReadingRole, number>> = {
  Student: 1,
  'Club president': 2,
  Teacher: 3,
  Director: 4,
};
