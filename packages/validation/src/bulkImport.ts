import type { ReadingNameRuleCode } from './readingNames';

/**
 * The bulk import of pupils and teachers (seed 001 §4, §5, §8, §9): the CSV templates the shop offers for
 * download and the messages of a refused file. One place for the web app (download, wording) and the
 * classreading subgraph (the checks).
 */

/** seed 001 §9: 'Bulk import: at most 100 records per file. Bulk teacher files likewise.' */
export const BULK_IMPORT_MAX_RECORDS = 100;

export type BulkImportKind = 'students' | 'teachers';

/** The columns of a template, in its order; `required` columns must be in the file's header line. */
export interface BulkImportColumn {
  name: string;
  required: boolean;
}

export const BULK_IMPORT_COLUMNS: Readonly<Record<BulkImportKind, readonly BulkImportColumn[]>> = {
  // A pupil's screenname may stay empty (and its column may be left out).
  students: [
    { name: 'name', required: true },
    { name: 'password', required: true },
    { name: 'screenname', required: false },
  ],
  // POST /teachers/bulk takes title and accountType as optional fields.
  teachers: [
    { name: 'email', required: true },
    { name: 'firstname', required: true },
    { name: 'lastname', required: true },
    { name: 'title', required: false },
    { name: 'accountType', required: false },
  ],
};

/** The templates to download: the header line and one example row, UTF-8 CSV. */
export const BULK_IMPORT_TEMPLATES: Readonly<Record<BulkImportKind, string>> = {
  students: 'name,password,screenname\nLotte,Lezen123!,Lotte L.\n',
  teachers:
    'email,firstname,lastname,title,accountType\nsofie.claes@deleesboom.example,Sofie,Claes,Juf,elementary school\n',
};

/** The file name the web app offers a template under. */
export const BULK_IMPORT_TEMPLATE_FILE_NAMES: Readonly<Record<BulkImportKind, string>> = {
  students: 'students-template.csv',
  teachers: 'teachers-template.csv',
};

/** What a refused file says (seed 001 §8 'Bulk import'), by stable code. */
export const BULK_IMPORT_MESSAGES = {
  BULK_ROW_ERRORS: 'Unable to process the bulk file. Please fix the errors listed below.',
  BULK_FORMAT: 'The format of the uploaded file is incorrect. Make sure to follow the provided template.',
  BULK_TOO_MANY_RECORDS: 'Maximum 100 records per bulk import allowed',
  // seed 001 §5 says the file must be UTF-8 and §8 lists 'file encoding errors' without their wording.
  BULK_ENCODING: 'The uploaded file is not UTF-8 encoded. Save it as CSV UTF-8 and try again.',
  BULK_EMPTY: 'The uploaded file has no records.',
  // Every row was valid, but the reading programme refused the file (a pupil or teacher it already has): it
  // stores all or nothing, so none of the entries was processed.
  BULK_NOT_PROCESSED: 'Unable to process all the entries in the file...',
} as const;

/** The errors of one row (seed 001 §5: 'missing email, invalid email, missing firstname, missing lastname, missing columns'). */
export const BULK_ROW_MESSAGES = {
  MISSING_EMAIL: 'missing email',
  INVALID_EMAIL: 'invalid email',
  MISSING_FIRSTNAME: 'missing firstname',
  MISSING_LASTNAME: 'missing lastname',
  MISSING_COLUMNS: 'missing columns',
  // The pupils' template's own columns (the seed lists the teachers' ones).
  MISSING_NAME: 'missing name',
  MISSING_PASSWORD: 'missing password',
  INVALID_ACCOUNT_TYPE: 'invalid accountType',
} as const;

export type BulkRowErrorCode = keyof typeof BULK_ROW_MESSAGES | ReadingNameRuleCode | 'PASSWORD_TOO_WEAK';
