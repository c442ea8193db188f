import { limitLogin, tooManyAttempts } from '@shop/service';
import {
  BULK_IMPORT_COLUMNS,
  BULK_IMPORT_MAX_RECORDS,
  BULK_IMPORT_TEMPLATE_FILE_NAMES,
  BULK_IMPORT_TEMPLATES,
  FORM_RULE_MESSAGES,
} from '@shop/validation';
import { BOOK_PAGE_SIZE, bookStart, isIncremental, nextStart, searchTerm } from '../domain/bookPaging';
import { schoolCredits, schoolDay } from '../domain/credits';
import { audioUrlOf, readerUrlOf } from '../domain/readerUrl';
import { classLookupErrors, invalidSchoolId, normalizeSchoolId } from '../domain/schoolId';
import { badUserInput, notFound } from '../errors';
import type { QueryResolvers } from '../generated/graphql';
import { EVERY_CLASS } from '../loaders';
import { authorize, numericId, sessionUser } from '../useCases/access';

const idOrNotFound = (id: string, what: string): number => {
  const numeric = numericId(id);
  if (numeric === null) throw notFound(`${what} not found`);
  return numeric;
};

export const Query: QueryResolvers = {
  schoolClasses: async (_parent, { schoolId }, { loaders, loginLimiter, clientAddress }) => {
    const knownAs = normalizeSchoolId(schoolId);
    // An id of the wrong format never reaches the reading programme.
    if (knownAs === null) return { schoolId: null, classes: [], userErrors: [invalidSchoolId()] };
    // Issue 18 item 7: unknown school ids slow further lookups from the same client address.
    const limited = await limitLogin(
      loginLimiter,
      { login: 'school-lookup', account: null, clientAddress },
      async () => {
        const classes = await loaders.classesBySchoolId.load(knownAs);
        return { classes, userErrors: classLookupErrors(classes) };
      },
      (lookup) => lookup.userErrors.length > 0,
    );
    if (limited.refused) {
      const wait = limited.waitSeconds;
      return { schoolId: null, classes: [], userErrors: [tooManyAttempts(wait)], retryAfterSeconds: wait };
    }
    return { schoolId: knownAs, ...limited.answer };
  },

  readingMe: (_parent, _args, context) => sessionUser(context),

  myClass: async (_parent, _args, context) => {
    await authorize(context, 'myClass');
    // API.md: GET /classes answers a pupil their own class.
    return (await context.loaders.classes.get())[0] ?? null;
  },

  readingClasses: async (_parent, _args, context) => {
    await authorize(context, 'readingClasses');
    return context.loaders.classes.get();
  },

  readingClass: async (_parent, { id }, context) => {
    await authorize(context, 'readingClass');
    return context.loaders.classById.load(idOrNotFound(id, 'Class'));
  },

  students: async (_parent, { classId }, context) => {
    await authorize(context, 'students');
    return context.loaders.studentsByClassId.load(
      classId == null ? EVERY_CLASS : idOrNotFound(classId, 'Class'),
    );
  },

  teachers: async (_parent, _args, context) => {
    await authorize(context, 'teachers');
    return context.loaders.teachers.get();
  },

  readingClubs: async (_parent, _args, context) => {
    await authorize(context, 'readingClubs');
    return context.loaders.clubs.get();
  },

  readingClub: async (_parent, { id }, context) => {
    await authorize(context, 'readingClub');
    return context.loaders.clubById.load(idOrNotFound(id, 'Reading club'));
  },

  schoolCode: async (_parent, _args, context) => {
    await authorize(context, 'schoolCode');
    return context.readingProgramme.schoolCode();
  },

  readingCredits: async (_parent, _args, context) => {
    await authorize(context, 'readingCredits');
    return schoolCredits(await context.readingProgramme.credits(), schoolDay(context.now()));
  },

  readingBooks: async (_parent, { all, search, start }, context) => {
    const me = await authorize(context, all ? 'readingBooksAll' : 'readingBooks');
    const term = searchTerm(search);
    if (term.tooShort) throw badUserInput(FORM_RULE_MESSAGES.SEARCH_TERM_TOO_SHORT, 'search');
    const incremental = isIncremental(me.role, all ?? false);
    const from = incremental ? bookStart(start) : 0;
    const list = await context.readingProgramme.books({
      index: context.storeView.index,
      search: term.term,
      start: from,
      all: all ?? false,
    });
    return {
      items: list.hits.map((hit) => hit._source),
      total: list.total,
      all: all ?? false,
      search: term.term,
      start: from,
      pageSize: incremental ? BOOK_PAGE_SIZE : list.hits.length,
      nextStart: nextStart(incremental, from, list.hits.length, list.total),
      languages: list.aggregations.language.buckets.map((bucket) => ({
        language: bucket.key,
        count: bucket.doc_count,
      })),
    };
  },

  readingBook: async (_parent, { sku }, context) => {
    await authorize(context, 'readingBook');
    return context.readingProgramme.book(sku, context.storeView.index);
  },

  readingProgress: async (_parent, { studentId }, context) => {
    const me = await authorize(context, 'readingProgress');
    if (studentId != null) {
      // Another pupil's progress is for their teachers and the director (API.md tracking row).
      await authorize(context, 'students');
      const { settings } = await context.readingProgramme.tracking(idOrNotFound(studentId, 'Student'));
      return settings;
    }
    if (me.role === 'Teacher' || me.role === 'Director') return [];
    const { settings } = await context.readingProgramme.tracking(null);
    return settings;
  },

  myDigitalProducts: async (_parent, _args, { customerToken, digitalProducts, storeView }) =>
    customerToken ? digitalProducts.books(customerToken, storeView.index) : null,

  digitalBookPreview: async (_parent, { productId }, { digitalProducts, storeView }) => {
    const embed = await digitalProducts.preview(productId, storeView.index);
    if (!embed) return null;
    const preview = { productId, readerUrl: readerUrlOf(embed.code), audioUrl: audioUrlOf(embed.code) };
    return preview.readerUrl || preview.audioUrl ? preview : null;
  },

  bulkImportTemplate: (_parent, { kind }) => {
    const key = kind === 'STUDENTS' ? 'students' : 'teachers';
    const columns = BULK_IMPORT_COLUMNS[key];
    return {
      kind,
      fileName: BULK_IMPORT_TEMPLATE_FILE_NAMES[key],
      csv: BULK_IMPORT_TEMPLATES[key],
      columns: columns.map((column) => column.name),
      requiredColumns: columns.filter((column) => column.required).map((column) => column.name),
      maxRecords: BULK_IMPORT_MAX_RECORDS,
    };
  },
};
