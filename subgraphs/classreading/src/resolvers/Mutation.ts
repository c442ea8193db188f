import type { MutationResolvers } from '../generated/graphql';
import { pupilLogin } from '../useCases/login';
import * as classes from '../useCases/classes';
import * as clubs from '../useCases/clubs';
import * as reading from '../useCases/reading';
import * as students from '../useCases/students';
import * as teachers from '../useCases/teachers';

/** Thin: each mutation is a use case of useCases/, named as the mutation. */
export const Mutation: MutationResolvers = {
  pupilLogin: (_parent, args, context) => pupilLogin(args, context),
  createReadingClass: (_parent, args, context) => classes.createReadingClass(args, context),
  renameReadingClass: (_parent, args, context) => classes.renameReadingClass(args, context),
  regradeReadingClass: (_parent, args, context) => classes.regradeReadingClass(args, context),
  deleteReadingClass: (_parent, args, context) => classes.deleteReadingClass(args, context),
  addReadingClassBooks: (_parent, args, context) => classes.addReadingClassBooks(args, context),
  removeReadingClassBooks: (_parent, args, context) => classes.removeReadingClassBooks(args, context),
  addReadingClassTeachers: (_parent, args, context) => classes.addReadingClassTeachers(args, context),
  removeReadingClassTeachers: (_parent, args, context) => classes.removeReadingClassTeachers(args, context),
  createReadingClub: (_parent, args, context) => clubs.createReadingClub(args, context),
  updateReadingClub: (_parent, args, context) => clubs.updateReadingClub(args, context),
  setReadingClubMembers: (_parent, args, context) => clubs.setReadingClubMembers(args, context),
  deleteReadingClub: (_parent, args, context) => clubs.deleteReadingClub(args, context),
  joinReadingClub: (_parent, args, context) => clubs.joinReadingClub(args, context),
  leaveReadingClub: (_parent, args, context) => clubs.leaveReadingClub(args, context),
  proposeSchoolCode: (_parent, _args, context) => reading.proposeSchoolCode(context),
  renewSchoolCode: (_parent, _args, context) => reading.renewSchoolCode(context),
  acceptSchoolCode: (_parent, _args, context) => reading.acceptSchoolCode(context),
  openBook: (_parent, args, context) => reading.openBook(args, context),
  recordReadingProgress: (_parent, args, context) => reading.recordReadingProgress(args, context),
  readingLogout: (_parent, _args, context) => reading.readingLogout(context),
  createReadingStudent: (_parent, args, context) => students.createReadingStudent(args, context),
  updateReadingStudent: (_parent, args, context) => students.updateReadingStudent(args, context),
  moveReadingStudent: (_parent, args, context) => students.moveReadingStudent(args, context),
  deleteReadingStudent: (_parent, args, context) => students.deleteReadingStudent(args, context),
  importReadingStudents: (_parent, args, context) => students.importReadingStudents(args, context),
  createReadingTeacher: (_parent, args, context) => teachers.createReadingTeacher(args, context),
  updateReadingTeacher: (_parent, args, context) => teachers.updateReadingTeacher(args, context),
  deleteReadingTeacher: (_parent, args, context) => teachers.deleteReadingTeacher(args, context),
  importReadingTeachers: (_parent, args, context) => teachers.importReadingTeachers(args, context),
};
