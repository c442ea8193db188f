import { classLookupErrors, invalidSchoolId, normalizeSchoolId } from '../domain/schoolId';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  schoolClasses: async (_parent, { schoolId }, { loaders }) => {
    const knownAs = normalizeSchoolId(schoolId);
    // An id of the wrong format never reaches the reading programme.
    if (knownAs === null) return { schoolId: null, classes: [], userErrors: [invalidSchoolId()] };
    const classes = await loaders.classesBySchoolId.load(knownAs);
    return { schoolId: knownAs, classes, userErrors: classLookupErrors(classes) };
  },
};
