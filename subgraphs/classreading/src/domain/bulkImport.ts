import type { ReadingStudentRow, ReadingTeacherRow } from '@shop/contracts';
import {
  BULK_IMPORT_COLUMNS,
  BULK_IMPORT_MAX_RECORDS,
  BULK_IMPORT_MESSAGES,
  BULK_ROW_MESSAGES,
  type BulkImportKind,
  ruleMessage,
} from '@shop/validation';
import {
  READING_FORM_MESSAGES,
  readingAccountTypeOf,
  readingStudentErrors,
  readingTeacherErrors,
  type ReadingFieldError,
} from '@shop/validation/readingForms';
import { CsvError, parse } from 'csv-parse/sync';
import type { UserError } from './userError';

/**
 * The bulk import of pupils and teachers (seed 001 §4, §5, §8, §9): a UTF-8 CSV file following the
 * template, at most 100 records, every row checked before anything is stored. The outcome is the rows to
 * send, or the file's error with a per-row list.
 */

export type BulkFileEncoding = 'TEXT' | 'BASE64';

/** One row's error: the line of the file (the header is line 1), a stable code and the seed's words. */
export interface BulkRowError {
  row: number;
  code: string;
  message: string;
  field: string | null;
}

export type BulkCheck<Row> =
  | { rows: Row[]; error?: never; rowErrors?: never }
  | { rows?: never; error: UserError; rowErrors: BulkRowError[] };

const fileError = (code: keyof typeof BULK_IMPORT_MESSAGES): UserError => ({
  code,
  message: BULK_IMPORT_MESSAGES[code],
  field: 'file',
});

/**
 * seed 001 §8: a file whose rows were all valid but that the reading programme refused ('Some of the uploaded
 * students already exist.'): 'Unable to process all the entries in the file...', then the programme's reasons.
 */
export function refusedImportErrors(refusals: readonly UserError[]): UserError[] {
  return [fileError('BULK_NOT_PROCESSED'), ...refusals];
}

/**
 * The file's text. Sent as text, a replacement character (U+FFFD) is what a browser makes of bytes that
 * are not UTF-8; sent as base64, the bytes must decode as UTF-8. A byte order mark is dropped.
 */
export function decodeBulkFile(
  file: string,
  encoding: BulkFileEncoding,
): { text: string } | { error: UserError } {
  let text: string;
  if (encoding === 'BASE64') {
    const compact = file.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return { error: fileError('BULK_FORMAT') };
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
    } catch {
      return { error: fileError('BULK_ENCODING') };
    }
  } else {
    text = file;
  }
  if (text.includes('\uFFFD')) return { error: fileError('BULK_ENCODING') };
  return { text: text.replace(/^\uFEFF/, '') };
}

interface Record_ {
  line: number;
  values: string[];
}

/** The records of a CSV text (comma or, as spreadsheets in Belgium save it, semicolon), or null when it is not CSV. */
function records(text: string): Record_[] | null {
  try {
    const parsed = parse(text, {
      delimiter: [',', ';'],
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ line: info.lines, values: record }));
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
}

/** The column of each header cell, or null when a header is unknown, repeated, or a required one is missing. */
function columnsOf(kind: BulkImportKind, header: readonly string[]): string[] | null {
  const template = BULK_IMPORT_COLUMNS[kind];
  const names = header.map(
    (cell) => template.find((column) => column.name.toLowerCase() === cell.toLowerCase())?.name,
  );
  if (names.some((name) => name === undefined)) return null;
  const columns = names as string[];
  if (new Set(columns).size !== columns.length) return null;
  if (template.some((column) => column.required && !columns.includes(column.name))) return null;
  return columns;
}

/** The file, parsed and checked against its template, as header-named cells per line. */
function checkFile(
  kind: BulkImportKind,
  text: string,
):
  | { rows: { line: number; cells: Record<string, string>; missingColumns: boolean }[] }
  | { error: UserError } {
  const all = records(text);
  if (all === null || all.length === 0) return { error: fileError('BULK_FORMAT') };
  const [header, ...data] = all;
  const columns = header ? columnsOf(kind, header.values) : null;
  if (columns === null) return { error: fileError('BULK_FORMAT') };
  if (data.length === 0) return { error: fileError('BULK_EMPTY') };
  if (data.length > BULK_IMPORT_MAX_RECORDS) return { error: fileError('BULK_TOO_MANY_RECORDS') };
  return {
    rows: data.map(({ line, values }) => ({
      line,
      cells: Object.fromEntries(columns.map((column, index) => [column, values[index] ?? ''])),
      // Extra cells are tolerated when empty (a spreadsheet's trailing separators).
      missingColumns:
        values.length < columns.length || values.slice(columns.length).some((value) => value !== ''),
    })),
  };
}

/** seed 001 §5 row errors: the teachers' template names them ('missing email', ...); the other rules keep their message. */
function rowErrorOf(row: number, error: ReadingFieldError): BulkRowError {
  const { field, code } = error;
  if (code === 'REQUIRED') {
    const missing = `MISSING_${field.toUpperCase()}` as keyof typeof BULK_ROW_MESSAGES;
    return { row, code: missing, message: BULK_ROW_MESSAGES[missing], field };
  }
  if (code === 'INVALID_EMAIL') return { row, code, message: BULK_ROW_MESSAGES.INVALID_EMAIL, field };
  if (code === 'INVALID_ACCOUNT_TYPE')
    return { row, code, message: BULK_ROW_MESSAGES.INVALID_ACCOUNT_TYPE, field };
  return { row, code, message: ruleMessage(READING_FORM_MESSAGES, error), field };
}

const missingColumns = (row: number): BulkRowError => ({
  row,
  code: 'MISSING_COLUMNS',
  message: BULK_ROW_MESSAGES.MISSING_COLUMNS,
  field: null,
});

function outcome<Row>(rows: Row[], rowErrors: BulkRowError[]): BulkCheck<Row> {
  if (rowErrors.length === 0) return { rows };
  // seed 001 §4: 'The outcome is success, or an error with a per-row list'; nothing is stored.
  return { error: fileError('BULK_ROW_ERRORS'), rowErrors };
}

/** The pupils of a file of the template `name,password,screenname`. */
export function checkStudentsFile(text: string): BulkCheck<ReadingStudentRow> {
  const file = checkFile('students', text);
  if ('error' in file) return { error: file.error, rowErrors: [] };
  const rows: ReadingStudentRow[] = [];
  const rowErrors: BulkRowError[] = [];
  const names = new Set<string>();
  for (const { line, cells, missingColumns: missing } of file.rows) {
    if (missing) {
      rowErrors.push(missingColumns(line));
      continue;
    }
    const errors = readingStudentErrors(cells).map((error) => rowErrorOf(line, error));
    const name = cells.name ?? '';
    // The reading programme refuses the same name twice in a class (case-insensitive), so a file may not either.
    if (name !== '' && names.has(name.toLowerCase()))
      errors.push({
        row: line,
        code: 'DUPLICATE_NAME',
        message: 'A student with this name already exists.',
        field: 'name',
      });
    names.add(name.toLowerCase());
    rowErrors.push(...errors);
    const screenname = cells.screenname ?? '';
    rows.push({ name, password: cells.password ?? '', ...(screenname ? { screenname } : {}) });
  }
  return outcome(rows, rowErrors);
}

/** The teachers of a file of the template `email,firstname,lastname,title,accountType`. */
export function checkTeachersFile(text: string): BulkCheck<ReadingTeacherRow> {
  const file = checkFile('teachers', text);
  if ('error' in file) return { error: file.error, rowErrors: [] };
  const rows: ReadingTeacherRow[] = [];
  const rowErrors: BulkRowError[] = [];
  const emails = new Set<string>();
  for (const { line, cells, missingColumns: missing } of file.rows) {
    if (missing) {
      rowErrors.push(missingColumns(line));
      continue;
    }
    const errors = readingTeacherErrors(cells).map((error) => rowErrorOf(line, error));
    const email = (cells.email ?? '').toLowerCase();
    if (email !== '' && emails.has(email))
      errors.push({
        row: line,
        code: 'DUPLICATE_EMAIL',
        message: 'A teacher with this email already exists.',
        field: 'email',
      });
    emails.add(email);
    rowErrors.push(...errors);
    const accountType = readingAccountTypeOf(cells.accountType ?? '');
    const title = cells.title ?? '';
    rows.push({
      email: cells.email ?? '',
      firstname: cells.firstname ?? '',
      lastname: cells.lastname ?? '',
      ...(title ? { title } : {}),
      ...(accountType ? { accountType } : {}),
    });
  }
  return outcome(rows, rowErrors);
}
