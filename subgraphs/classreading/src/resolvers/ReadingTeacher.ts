import type { ReadingTeacherResolvers } from '../generated/graphql';

export const ReadingTeacher: ReadingTeacherResolvers = {
  id: (teacher) => String(teacher.id),
  title: (teacher) => teacher.title ?? '',
  classIds: (teacher) => (teacher.classes ?? []).map(String),
  clubIds: (teacher) => (teacher.clubs ?? []).map(String),
  invitation: (teacher) => teacher.invitation ?? null,
};
