import { BULK_IMPORT_TEMPLATES } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { checkStudentsFile, checkTeachersFile, decodeBulkFile, refusedImportErrors } from './bulkImport';

const FORMAT = {
  code: 'BULK_FORMAT',
  message: 'The format of the uploaded file is incorrect. Make sure to follow the provided template.',
  field: 'file',
};
const ROW_ERRORS = {
  code: 'BULK_ROW_ERRORS',
  message: 'Unable to process the bulk file. Please fix the errors listed below.',
  field: 'file',
};

describe('bulk import of pupils (template name,password,screenname)', () => {
  it('reads the template', () => {
    expect(checkStudentsFile(BULK_IMPORT_TEMPLATES.students)).toEqual({
      rows: [{ name: 'Lotte', password: 'Lezen123!', screenname: 'Lotte L.' }],
    });
  });

  it('leaves an empty screenname out, and takes a file without the screenname column', () => {
    expect(checkStudentsFile('name,password,screenname\nNoor,Leesclub123!,\n').rows).toEqual([
      { name: 'Noor', password: 'Leesclub123!' },
    ]);
    expect(checkStudentsFile('Name;Password\r\nNoor;Leesclub123!\r\n').rows).toEqual([
      { name: 'Noor', password: 'Leesclub123!' },
    ]);
  });

  it("lists every bad row with its line, and keeps none ('Unable to process the bulk file...')", () => {
    const check = checkStudentsFile(
      [
        'name,password,screenname',
        'Lotte,Lezen123!,',
        ',Lezen123!,',
        'Daan,,',
        'Mats',
        'lotte,Lezen123!,',
      ].join('\n'),
    );
    expect(check.rows).toBeUndefined();
    expect(check.error).toEqual(ROW_ERRORS);
    expect(check.rowErrors).toEqual([
      { row: 3, code: 'MISSING_NAME', message: 'missing name', field: 'name' },
      { row: 4, code: 'MISSING_PASSWORD', message: 'missing password', field: 'password' },
      { row: 5, code: 'MISSING_COLUMNS', message: 'missing columns', field: null },
      { row: 6, code: 'DUPLICATE_NAME', message: 'A student with this name already exists.', field: 'name' },
    ]);
  });

  it('checks the name and password rules of seed 001 §5', () => {
    const { rowErrors } = checkStudentsFile('name,password\nL,Lezen123!\nFien,lezen\n');
    expect(rowErrors?.map((e) => [e.row, e.code])).toEqual([
      [2, 'NAME_TOO_SHORT'],
      [3, 'PASSWORD_TOO_WEAK'],
    ]);
  });

  it("refuses more than 100 records with 'Maximum 100 records per bulk import allowed'", () => {
    const rows = (n: number) =>
      [
        'name,password',
        ...Array.from(
          { length: n },
          (_, i) => `Pupil ${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10) % 10]},Lezen123!`,
        ),
      ].join('\n');
    expect(checkStudentsFile(rows(100)).rows).toHaveLength(100);
    expect(checkStudentsFile(rows(101)).error).toEqual({
      code: 'BULK_TOO_MANY_RECORDS',
      message: 'Maximum 100 records per bulk import allowed',
      field: 'file',
    });
  });

  it.each([
    ['wrong headers', 'naam,wachtwoord\nLotte,Lezen123!\n'],
    ['a missing required header', 'name,screenname\nLotte,Lotte L.\n'],
    ['an unknown extra header', 'name,password,class\nLotte,Lezen123!,3A\n'],
    ['a repeated header', 'name,password,name\nLotte,Lezen123!,Lotte\n'],
    ['an empty file', ''],
    ['not CSV', 'name,password\n"Lotte,Lezen123!\n'],
    ["the teachers' template", BULK_IMPORT_TEMPLATES.teachers],
  ])('refuses %s with the format message', (_case, text) => {
    expect(checkStudentsFile(text)).toEqual({ error: FORMAT, rowErrors: [] });
  });
});

describe('bulk import of teachers (template email,firstname,lastname,title,accountType)', () => {
  it('reads the template', () => {
    expect(checkTeachersFile(BULK_IMPORT_TEMPLATES.teachers)).toEqual({
      rows: [
        {
          email: 'sofie.claes@deleesboom.example',
          firstname: 'Sofie',
          lastname: 'Claes',
          title: 'Juf',
          accountType: 'elementary school',
        },
      ],
    });
  });

  it('names the row errors of seed 001 §5: missing email, invalid email, missing firstname, missing lastname, missing columns', () => {
    const check = checkTeachersFile(
      [
        'email,firstname,lastname,title,accountType',
        ',Sofie,Claes,Juf,',
        'sofie.claes,Sofie,Claes,Juf,',
        'an@deleesboom.example,,Peeters,,',
        'bert@deleesboom.example,Bert,,,',
        'jan@deleesboom.example,Jan',
        'els@deleesboom.example,Els,Maes,,teacher',
        'AN@deleesboom.example,An,Claes,,',
      ].join('\n'),
    );
    expect(check.error).toEqual(ROW_ERRORS);
    expect(check.rowErrors).toEqual([
      { row: 2, code: 'MISSING_EMAIL', message: 'missing email', field: 'email' },
      { row: 3, code: 'INVALID_EMAIL', message: 'invalid email', field: 'email' },
      { row: 4, code: 'MISSING_FIRSTNAME', message: 'missing firstname', field: 'firstname' },
      { row: 5, code: 'MISSING_LASTNAME', message: 'missing lastname', field: 'lastname' },
      { row: 6, code: 'MISSING_COLUMNS', message: 'missing columns', field: null },
      { row: 7, code: 'INVALID_ACCOUNT_TYPE', message: 'invalid accountType', field: 'accountType' },
      {
        row: 8,
        code: 'DUPLICATE_EMAIL',
        message: 'A teacher with this email already exists.',
        field: 'email',
      },
    ]);
  });

  it('refuses a file without the lastname header', () => {
    expect(checkTeachersFile('email,firstname\nan@x.example,An\n').error).toEqual(FORMAT);
  });
});

describe('the file must be UTF-8 (seed 001 §5)', () => {
  const ENCODING = {
    code: 'BULK_ENCODING',
    message: 'The uploaded file is not UTF-8 encoded. Save it as CSV UTF-8 and try again.',
    field: 'file',
  };

  it('decodes UTF-8 bytes and drops the byte order mark', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('name,password\nZoë,Lezen123!\n'),
    ]);
    expect(decodeBulkFile(bytes.toString('base64'), 'BASE64')).toEqual({
      text: 'name,password\nZoë,Lezen123!\n',
    });
  });

  it('refuses Latin-1 bytes', () => {
    const latin1 = Buffer.from('name,password\nZo\xeb,Lezen123!\n', 'latin1');
    expect(decodeBulkFile(latin1.toString('base64'), 'BASE64')).toEqual({ error: ENCODING });
  });

  it('refuses a text with replacement characters (what a browser reads from bytes that are not UTF-8)', () => {
    expect(decodeBulkFile('name,password\nZo\uFFFD,Lezen123!\n', 'TEXT')).toEqual({ error: ENCODING });
  });

  it('refuses base64 that is not base64', () => {
    expect(decodeBulkFile('name,password', 'BASE64')).toEqual({ error: FORMAT });
  });
});

describe('seed 001 §8: a valid file the reading programme refuses', () => {
  it("says 'Unable to process all the entries in the file...' before the programme's reasons", () => {
    const reason = {
      code: 'STUDENTS_EXIST',
      message: 'Some of the uploaded students already exist.',
      field: 'file',
    };
    expect(refusedImportErrors([reason])).toEqual([
      {
        code: 'BULK_NOT_PROCESSED',
        message: 'Unable to process all the entries in the file...',
        field: 'file',
      },
      reason,
    ]);
  });
});
