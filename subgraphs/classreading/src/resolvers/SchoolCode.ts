import type { SchoolCodeResolvers } from '../generated/graphql';

export const SchoolCode: SchoolCodeResolvers = {
  schoolCode: (code) => code.school_code,
};
