import type { SchoolClassResolvers } from '../generated/graphql';

export const SchoolClass: SchoolClassResolvers = {
  id: (schoolClass) => String(schoolClass.id),
};
