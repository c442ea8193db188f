import {
  createLogger,
  HEADER,
  READING_SESSION_HEADER,
  readRequestIdentity,
  singleResult,
} from '@shop/service';
import { describe, expect, it } from 'vitest';
import { createContext, createServer } from '../src/server';
import {
  demoReadingFixture,
  FAKE_TOKENS,
  fakeReadingProgramme,
  type ReadingFixture,
} from '../src/upstream/fake';
import type { DigitalProductsFactory } from '../src/ports/DigitalProducts';

const server = createServer();

async function execute(
  query: string,
  variables: Record<string, unknown> = {},
  options: {
    token?: string;
    customerToken?: string;
    store?: string;
    fixture?: ReadingFixture;
    digital?: DigitalProductsFactory;
  } = {},
) {
  const calls: string[] = [];
  const headers: Record<string, string> = {};
  if (options.token) headers[HEADER.readingToken] = options.token;
  if (options.customerToken) headers[HEADER.authorization] = `Bearer ${options.customerToken}`;
  if (options.store) headers[HEADER.store] = options.store;
  const contextValue = createContext(readRequestIdentity(headers), {
    logger: createLogger('classreading-test'),
    readingProgramme: fakeReadingProgramme(options.fixture ?? demoReadingFixture(), calls),
    digitalProducts: options.digital,
    now: () => new Date('2026-09-01T10:00:00Z'),
  });
  const response = await server.executeOperation({ query, variables }, { contextValue });
  return { result: singleResult(response), calls, headers: response.http.headers };
}

describe('the session check (seed 001 §5)', () => {
  it('answers the signed-in user with what their role may do', async () => {
    const { result } = await execute(
      '{ readingMe { name role allowedOperations } }',
      {},
      { token: FAKE_TOKENS.lotte },
    );
    const me = (result.data as { readingMe: { name: string; allowedOperations: string[] } }).readingMe;
    expect(me.name).toBe('Lotte');
    expect(me.allowedOperations).toContain('joinReadingClub');
    expect(me.allowedOperations).not.toContain('createReadingClass');
  });

  it('answers null without a session or for a token the programme does not know', async () => {
    expect((await execute('{ readingMe { id } }')).result).toEqual({ data: { readingMe: null } });
    const unknown = await execute('{ readingMe { id } }', {}, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.eA' });
    expect(unknown.result).toEqual({ data: { readingMe: null } });
  });

  it('asks GET /auth/me once per request, however many fields check the role', async () => {
    const { calls } = await execute(
      '{ readingMe { id } readingClasses { id } readingClubs { id } }',
      {},
      {
        token: FAKE_TOKENS.sofie,
      },
    );
    expect(calls.filter((call) => call === 'GET /auth/me')).toHaveLength(1);
  });
});

describe('Product.readingProgress', () => {
  const ENTITIES = /* GraphQL */ `
    query ($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on Product {
          sku
          readingProgress
        }
      }
    }
  `;
  const representations = [
    { __typename: 'Product', sku: 'BOEK-1', isbn: '9789044800001' },
    { __typename: 'Product', sku: 'BOEK-2', isbn: '9789044800002' },
    { __typename: 'Product', sku: 'PUZZEL', isbn: null },
  ];

  it("is the pupil's percentage per ISBN, 0 when never read, from one GET /tracking_info for all books", async () => {
    const { result, calls } = await execute(ENTITIES, { representations }, { token: FAKE_TOKENS.lotte });
    expect(result.data?._entities).toEqual([
      { sku: 'BOEK-1', readingProgress: 40 },
      { sku: 'BOEK-2', readingProgress: 0 },
      { sku: 'PUZZEL', readingProgress: null },
    ]);
    expect(calls.filter((call) => call.startsWith('GET /tracking'))).toEqual(['GET /tracking_info']);
  });

  it('is null for a guest and for a teacher, without an error', async () => {
    expect((await execute(ENTITIES, { representations })).result.errors).toBeUndefined();
    const teacher = await execute(ENTITIES, { representations }, { token: FAKE_TOKENS.sofie });
    expect(
      (teacher.result.data?._entities as { readingProgress: unknown }[]).map((p) => p.readingProgress),
    ).toEqual([null, null, null]);
  });
});

describe('books (seed 001 §5, §9)', () => {
  it('pages every book from start 0 for a teacher asking for all; resets an invalid start', async () => {
    const { result, calls } = await execute(
      '{ readingBooks(all: true, start: -5) { total start pageSize nextStart items { sku } } }',
      {},
      {
        token: FAKE_TOKENS.sofie,
      },
    );
    expect(result.data?.readingBooks).toEqual({
      total: 2,
      start: 0,
      pageSize: 50,
      nextStart: null,
      items: [{ sku: 'BOEK-1' }, { sku: 'BOEK-2' }],
    });
    expect(calls).toContain('GET /books all 0');
  });

  it('refuses a search term under 3 characters as BAD_USER_INPUT', async () => {
    const { result } = await execute(
      '{ readingBooks(search: "Bo") { total } }',
      {},
      { token: FAKE_TOKENS.lotte },
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('openBook', () => {
  const OPEN =
    'mutation ($socket: String) { openBook(sku: "BOEK-1", socketId: $socket) { readerUrl userErrors { code message field } } }';

  it("answers the reader's address from the embed code, never its HTML, opening where the pupil got to", async () => {
    const { result, calls } = await execute(OPEN, { socket: 'socket-1' }, { token: FAKE_TOKENS.lotte });
    // Lotte read 40 % of BOEK-1 (seed 001 §7 tracking): the reader opens there.
    expect(result.data?.openBook).toEqual({
      readerUrl: 'http://127.0.0.1:4102/digital/reader/9789044800001?socket=socket-1&x=1&progress=40',
      userErrors: [],
    });
    expect(calls).toEqual(
      expect.arrayContaining(['GET /books/BOEK-1/embed socket-1', 'GET /books/BOEK-1', 'GET /tracking_info']),
    );
  });

  it('opens a book never read, and any book for a teacher, at its start', async () => {
    const lotte = await execute(
      'mutation { openBook(sku: "BOEK-2", socketId: "s") { readerUrl } }',
      {},
      { token: FAKE_TOKENS.lotte },
    );
    expect(lotte.result.data?.openBook).toEqual({
      readerUrl: 'http://127.0.0.1:4102/digital/reader/9789044800002?socket=s&x=1',
    });
    const sofie = await execute(OPEN, { socket: 's' }, { token: FAKE_TOKENS.sofie });
    expect(sofie.result.data?.openBook).toEqual({
      readerUrl: 'http://127.0.0.1:4102/digital/reader/9789044800001?socket=s&x=1',
      userErrors: [],
    });
    expect(sofie.calls.some((call) => call.startsWith('GET /tracking'))).toBe(false);
  });

  it("answers 'Connection lost' without a socket id, without asking the programme", async () => {
    const { result, calls } = await execute(OPEN, {}, { token: FAKE_TOKENS.lotte });
    expect(result.data?.openBook).toEqual({
      readerUrl: null,
      userErrors: [{ code: 'CONNECTION_LOST', message: 'Connection lost', field: 'socketId' }],
    });
    expect(calls.some((call) => call.includes('/embed'))).toBe(false);
  });

  it("answers 'Not enough credits' when the school has none left", async () => {
    const fixture = demoReadingFixture();
    fixture.credits.credits = 0;
    const { result } = await execute(OPEN, { socket: 's' }, { token: FAKE_TOKENS.lotte, fixture });
    expect(result.data?.openBook).toMatchObject({
      userErrors: [{ code: 'NOT_ENOUGH_CREDITS', message: 'Not enough credits' }],
    });
  });
});

describe('recordReadingProgress (seed 001 §7 tracking: one percentage per ISBN, the furthest point reached)', () => {
  const RECORD = /* GraphQL */ `
    mutation ($isbn: String!, $percentage: Int!) {
      recordReadingProgress(isbn: $isbn, percentage: $percentage) {
        progress {
          isbn
          percentage
        }
        userErrors {
          code
        }
      }
    }
  `;
  const recorded = (fixture: ReadingFixture, isbn: string) =>
    fixture.progress[FAKE_TOKENS.lotte]?.find((setting) => setting.isbn === isbn)?.percentage;

  it('keeps the recorded percentage when the reader reports less, and sends the programme nothing', async () => {
    const fixture = demoReadingFixture();
    // Lotte read 40 % of BOEK-1; the reader, opened again at its first page, reports 8.
    const { result, calls } = await execute(
      RECORD,
      { isbn: '9789044800001', percentage: 8 },
      { token: FAKE_TOKENS.lotte, fixture },
    );
    expect(result.data?.recordReadingProgress).toEqual({
      progress: { isbn: '9789044800001', percentage: 40 },
      userErrors: [],
    });
    expect(recorded(fixture, '9789044800001')).toBe(40);
    expect(calls.filter((call) => call.startsWith('PUT /tracking'))).toEqual([]);
  });

  it('records a report that goes further', async () => {
    const fixture = demoReadingFixture();
    const { result, calls } = await execute(
      RECORD,
      { isbn: '9789044800001', percentage: 50 },
      { token: FAKE_TOKENS.lotte, fixture },
    );
    expect(result.data?.recordReadingProgress).toEqual({
      progress: { isbn: '9789044800001', percentage: 50 },
      userErrors: [],
    });
    expect(recorded(fixture, '9789044800001')).toBe(50);
    expect(calls.filter((call) => call.includes('/tracking'))).toEqual([
      'GET /tracking_info',
      'PUT /tracking/9789044800001',
    ]);
  });

  it('records the first report of a book never read', async () => {
    const fixture = demoReadingFixture();
    const { result } = await execute(
      RECORD,
      { isbn: '9789044800002', percentage: 8 },
      { token: FAKE_TOKENS.lotte, fixture },
    );
    expect(result.data?.recordReadingProgress).toEqual({
      progress: { isbn: '9789044800002', percentage: 8 },
      userErrors: [],
    });
    expect(recorded(fixture, '9789044800002')).toBe(8);
  });
});

describe('readingCredits', () => {
  it('are expired the day after their end day (seed 001 §3: credits expired)', async () => {
    const { result } = await execute(
      '{ readingCredits { remaining endDate expired } }',
      {},
      { token: FAKE_TOKENS.director },
    );
    expect(result.data?.readingCredits).toEqual({ remaining: 250, endDate: '2026-08-31', expired: true });
  });
});

describe('students', () => {
  it('without a class answers every pupil the caller may see, from one GET /students (the clubs page asks so)', async () => {
    const { result, calls } = await execute(
      '{ students { name classId } every: students { id } }',
      {},
      { token: FAKE_TOKENS.sofie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.students).toEqual([
      { name: 'Lotte', classId: '11' },
      { name: 'Noor', classId: '11' },
    ]);
    expect(calls.filter((call) => call.startsWith('GET /students'))).toEqual(['GET /students']);
  });
});

describe('bulk import of pupils', () => {
  const IMPORT = /* GraphQL */ `
    mutation ($file: BulkFileInput!) {
      importReadingStudents(classId: "11", file: $file) {
        students {
          name
        }
        userErrors {
          code
          message
        }
        rowErrors {
          row
          code
          message
        }
      }
    }
  `;

  it('stores every row of a good file in one call', async () => {
    const fixture = demoReadingFixture();
    const { result, calls } = await execute(
      IMPORT,
      { file: { content: 'name,password,screenname\nDaan,Lezen123!,\nMats,Lezen123!,Matske\n' } },
      {
        token: FAKE_TOKENS.sofie,
        fixture,
      },
    );
    expect(result.data?.importReadingStudents).toEqual({
      students: [{ name: 'Daan' }, { name: 'Mats' }],
      userErrors: [],
      rowErrors: [],
    });
    expect(calls).toContain('POST /students/bulk 2');
  });

  it('stores nothing when one row is bad, and lists it', async () => {
    const fixture = demoReadingFixture();
    const { result, calls } = await execute(
      IMPORT,
      { file: { content: 'name,password\nDaan,Lezen123!\n,Lezen123!\n' } },
      {
        token: FAKE_TOKENS.sofie,
        fixture,
      },
    );
    expect(result.data?.importReadingStudents).toEqual({
      students: [],
      userErrors: [
        {
          code: 'BULK_ROW_ERRORS',
          message: 'Unable to process the bulk file. Please fix the errors listed below.',
        },
      ],
      rowErrors: [{ row: 3, code: 'MISSING_NAME', message: 'missing name' }],
    });
    expect(calls.some((call) => call.startsWith('POST /students/bulk'))).toBe(false);
    expect(fixture.students.map((s) => s.name)).toEqual(['Lotte', 'Noor']);
  });

  it("says 'Unable to process all the entries in the file...' with the programme's reason when it refuses a valid file", async () => {
    const { result } = await execute(
      IMPORT,
      { file: { content: 'name,password\nDaan,Lezen123!\nLotte,Lezen123!\n' } },
      {
        token: FAKE_TOKENS.sofie,
      },
    );
    expect(result.data?.importReadingStudents).toMatchObject({
      students: [],
      userErrors: [
        { code: 'BULK_NOT_PROCESSED', message: 'Unable to process all the entries in the file...' },
        { code: 'STUDENTS_EXIST', message: 'Some of the uploaded students already exist.' },
      ],
    });
  });
});

describe('school code (seed 001 §4)', () => {
  it('is proposed, renewed and accepted; renew without a proposal is refused', async () => {
    const fixture = demoReadingFixture();
    const as = { token: FAKE_TOKENS.director, fixture };
    const renew = await execute(
      'mutation { renewSchoolCode { schoolCode { proposal } userErrors { code message } } }',
      {},
      as,
    );
    expect(renew.result.data?.renewSchoolCode).toEqual({
      schoolCode: null,
      userErrors: [{ code: 'NO_PROPOSED_SCHOOL_CODE', message: 'There is no proposed school code.' }],
    });
    await execute('mutation { proposeSchoolCode { userErrors { code } } }', {}, as);
    const accepted = await execute(
      'mutation { acceptSchoolCode { schoolCode { schoolCode proposal } } }',
      {},
      as,
    );
    expect(accepted.result.data?.acceptSchoolCode).toEqual({
      schoolCode: { schoolCode: '1234567890', proposal: null },
    });
  });
});

describe('readingLogout', () => {
  const LOGOUT = 'mutation { readingLogout { loggedOut } }';

  it('ends the session: X-Reading-Session says end, and no renewed token goes back', async () => {
    const { result, headers } = await execute(LOGOUT, {}, { token: FAKE_TOKENS.lotte });
    expect(result.data?.readingLogout).toEqual({ loggedOut: true });
    expect(headers.get(READING_SESSION_HEADER)).toBe('end');
  });

  it.each([
    ['a pupil', FAKE_TOKENS.lotte],
    ['a teacher', FAKE_TOKENS.sofie],
  ])("revokes %s's token at the programme: the old token has no session afterwards", async (_who, token) => {
    const fixture = demoReadingFixture();
    expect(
      (await execute('{ readingMe { id } }', {}, { token, fixture })).result.data?.readingMe,
    ).not.toBeNull();
    const logout = await execute(LOGOUT, {}, { token, fixture });
    expect(logout.calls).toEqual(['POST /auth/logout']);
    const after = await execute('{ readingCredits { remaining } }', {}, { token, fixture });
    expect(after.result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect((await execute('{ readingMe { id } }', {}, { token, fixture })).result.data).toEqual({
      readingMe: null,
    });
  });

  it('asks the programme nothing without a session', async () => {
    const { result, calls } = await execute(LOGOUT);
    expect(result.data?.readingLogout).toEqual({ loggedOut: true });
    expect(calls).toEqual([]);
  });
});

describe('digital products', () => {
  const indexes: string[] = [];
  const digital: DigitalProductsFactory = () => ({
    books: async (token, index) => {
      indexes.push(index);
      return token === 'customer-token'
        ? [
            {
              id: 7,
              sku: 'EBOEK-1',
              name: 'Een e-boek',
              isbn: '9789044899999',
              image: '/e.jpg',
              kind: 'ebook',
              code: '<iframe src="https://reader.example/7"></iframe>',
            },
          ]
        : null;
    },
    preview: async () => ({ code: '<iframe src="javascript:alert(1)"></iframe>' }),
  });

  it("lists the customer's books with the reader's address; null for a guest", async () => {
    const query = '{ myDigitalProducts { sku kind readerUrl product { sku } } }';
    const customer = await execute(query, {}, { customerToken: 'customer-token', digital });
    expect(customer.result.data?.myDigitalProducts).toEqual([
      { sku: 'EBOEK-1', kind: 'EBOOK', readerUrl: 'https://reader.example/7', product: { sku: 'EBOEK-1' } },
    ]);
    expect((await execute(query, {}, { digital })).result.data?.myDigitalProducts).toBeNull();
  });

  it("asks for the books in the store view's catalogue index, so their names are in its language", async () => {
    indexes.length = 0;
    await execute('{ myDigitalProducts { sku } }', {}, { customerToken: 'customer-token', digital });
    await execute(
      '{ myDigitalProducts { sku } }',
      {},
      { customerToken: 'customer-token', digital, store: 'en-be' },
    );
    expect(indexes).toEqual(['nl_be', 'en_be']);
  });

  it('never passes on a preview whose reader is not an http(s) address', async () => {
    const { result } = await execute('{ digitalBookPreview(productId: "7") { readerUrl } }', {}, { digital });
    expect(result.data?.digitalBookPreview).toBeNull();
  });
});

describe('bulkImportTemplate', () => {
  it('offers the CSV templates', async () => {
    const { result } = await execute(
      '{ bulkImportTemplate(kind: TEACHERS) { csv requiredColumns maxRecords } }',
    );
    expect(result.data?.bulkImportTemplate).toMatchObject({
      requiredColumns: ['email', 'firstname', 'lastname'],
      maxRecords: 100,
    });
    expect((result.data?.bulkImportTemplate as { csv: string }).csv).toMatch(
      /^email,firstname,lastname,title,accountType\n/,
    );
  });
});

describe("the reading programme's form rules (seed 001 §5)", () => {
  const CREATE_CLASS =
    'mutation ($input: CreateReadingClassInput!) { createReadingClass(input: $input) { readingClass { id } userErrors { code message field } } }';

  it('refuses a class name over 40 characters or of other signs than letters and numbers, and asks the programme nothing', async () => {
    const tooLong = await execute(
      CREATE_CLASS,
      { input: { name: 'K'.repeat(41), grade: '3' } },
      {
        token: FAKE_TOKENS.sofie,
      },
    );
    const signs = await execute(
      CREATE_CLASS,
      { input: { name: 'Klas 3/4', grade: '3' } },
      {
        token: FAKE_TOKENS.sofie,
      },
    );
    expect(tooLong.result.data?.createReadingClass).toEqual({
      readingClass: null,
      userErrors: [{ code: 'TOO_LONG', message: 'A maximum of 40 characters applies.', field: 'name' }],
    });
    expect(signs.result.data?.createReadingClass).toEqual({
      readingClass: null,
      userErrors: [
        {
          code: 'LETTERS_OR_NUMBERS_ONLY',
          message: 'This field accepts letters or numbers only.',
          field: 'name',
        },
      ],
    });
    expect([...tooLong.calls, ...signs.calls]).not.toContain('POST /classes');
  });

  it('refuses a teacher whose first and last name together pass 80 characters, and asks the programme nothing', async () => {
    const { result, calls } = await execute(
      'mutation ($input: CreateReadingTeacherInput!) { createReadingTeacher(input: $input) { userErrors { code message field } } }',
      {
        input: {
          email: 'juf.lang@school.be',
          firstname: 'A'.repeat(40),
          lastname: 'B'.repeat(40),
          title: 'Juf',
          accountType: 'elementary school',
        },
      },
      { token: FAKE_TOKENS.director },
    );
    expect(result.data?.createReadingTeacher).toEqual({
      userErrors: [
        {
          code: 'NAMES_TOO_LONG',
          message: 'A maximum of 80 characters between first and last name.',
          field: 'lastname',
        },
      ],
    });
    expect(calls.some((call) => call.startsWith('POST /teachers'))).toBe(false);
  });

  it('refuses a club avatar wider than 512 px before it reaches the programme', async () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 513);
    new DataView(png.buffer).setUint32(20, 100);
    const avatar = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    const { result, calls } = await execute(
      'mutation ($input: CreateReadingClubInput!) { createReadingClub(input: $input) { club { id } userErrors { code message field } } }',
      { input: { name: 'Poëzieclub', description: 'Gedichten', avatar } },
      { token: FAKE_TOKENS.director },
    );
    expect(result.data?.createReadingClub).toEqual({
      club: null,
      userErrors: [
        { code: 'IMAGE_TOO_LARGE', message: 'The image may be at most 512 × 512 px.', field: 'avatar' },
      ],
    });
    expect(calls).not.toContain('POST /readingclubs');
  });
});
