import { allowedOperations } from '../domain/roles';
import type { ReadingUserResolvers } from '../generated/graphql';

export const ReadingUser: ReadingUserResolvers = {
  id: (user) => String(user.id),
  name: (user) => user.name ?? null,
  firstname: (user) => user.firstname ?? null,
  lastname: (user) => user.lastname ?? null,
  className: (user) => user.class ?? null,
  schoolCode: (user) => user.school_code,
  schoolId: (user) => user.school_id,
  accountType: (user) => user.accountType ?? null,
  clubIds: (user) => (user.clubs ?? []).map(String),
  clubsManaged: (user) => (user.clubs_manage ?? []).map(String),
  allowedOperations: (user) => allowedOperations(user.role),
};
