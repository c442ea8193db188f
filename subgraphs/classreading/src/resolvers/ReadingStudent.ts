import type { ReadingStudentResolvers } from '../generated/graphql';

export const ReadingStudent: ReadingStudentResolvers = {
  id: (student) => String(student.id),
  classId: (student) => String(student.class_id),
  screenname: (student) => student.screenname ?? '',
  clubIds: (student) => (student.clubs ?? []).map(String),
  clubsManaged: (student) => (student.clubs_manage ?? []).map(String),
};
