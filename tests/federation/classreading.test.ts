import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFile, DEMO_CUSTOMERS, type ProductDocument } from '@shop/contracts';
import { fetchCallCounts } from '@shop/service';
import { orderByBankTransfer, startTestStack, type TestStack } from '@shop/stack';
import { DEMO_PUPIL, gatewayRequest, pupilLoginThroughGateway } from './gateway';

/**
 * The reading programme through the gateway on the local stack (seed 001): a teacher is a shop customer whose
 * profile refresh starts the reading session (seed 001 §4), their class page with the reading-programme calls
 * it costs, a pupil's reading progress on the catalogue's products (one tracking call per request), and the
 * end of a session. And a shop customer's digital products (seed 001 §3, §7): the e-book and audiobook they ordered,
 * the e-book's reader, the audiobook's audio, which plays with the address the graph gave and not without it, and
 * the previews, for anyone.
 */
let stack: TestStack;
let gateway: string;
let reading: string;
/** The demo customer's shop token, and the e-book and audiobook they order. */
let token: string;
let ebook: ProductDocument;
let audiobook: ProductDocument;

const TEACHER = { email: 'sofie.claes@deleesboom.example', password: 'Leerkracht123!' };
const PUPIL = DEMO_PUPIL;
const NL_BE = { store: 'nl-be' };

/** The class page of the web (web/src/features/classreading/staff/ClassPage.graphql). */
const CLASS_PAGE = /* GraphQL */ `
  query ClassPage($id: ID!) {
    readingClass(id: $id) {
      id
      name
      grade
      teacher {
        id
        firstname
        lastname
      }
      students {
        id
        classId
        name
        screenname
      }
      bookSkus
      books {
        sku
        name
        author
        isbn
      }
    }
    readingClasses {
      id
      name
    }
  }
`;

async function readingCalls(requestId: string): Promise<Record<string, number>> {
  return (await fetchCallCounts(reading)).byRequestId[requestId] ?? {};
}

const total = (calls: Record<string, number>) => Object.values(calls).reduce((sum, n) => sum + n, 0);

/** A teacher logs in to the shop; the profile refresh answers the reading programme's JWT. */
async function teacherReadingToken(): Promise<string> {
  const login = await gatewayRequest<{ logIn: { session: { token: string } | null } }>(
    gateway,
    'mutation ($input: LogInInput!) { logIn(input: $input) { session { token } userErrors { message } } }',
    { input: TEACHER },
    NL_BE,
  );
  const customerToken = login.data?.logIn.session?.token ?? '';
  expect(customerToken).not.toBe('');
  const profile = await gatewayRequest<{ me: { email: string } }>(
    gateway,
    '{ me { email } }',
    {},
    {
      ...NL_BE,
      authorization: `Bearer ${customerToken}`,
    },
  );
  expect(profile.data?.me.email).toBe(TEACHER.email);
  expect(profile.readingSession).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return profile.readingSession ?? '';
}

async function pupilToken(): Promise<string> {
  const { token, readingSession } = await pupilLoginThroughGateway(gateway, PUPIL);
  expect(token).not.toBe('');
  expect(readingSession).toBe(token);
  return token;
}

beforeAll(async () => {
  stack = await startTestStack({
    products: 200,
    only: ['commerce', 'reading', 'digital', 'catalog', 'cart', 'classreading', 'gateway'],
  });
  gateway = stack.urls.gateway!;
  reading = stack.env.READING_API_URL ?? '';
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('classreading through the gateway', () => {
  it("a teacher's shop login starts the reading session, and their class page costs few reading-programme calls", async () => {
    const jwt = await teacherReadingToken();
    const me = await gatewayRequest<{ readingMe: { role: string; firstname: string } }>(
      gateway,
      '{ readingMe { role firstname } }',
      {},
      { ...NL_BE, 'x-reading-token': jwt },
    );
    expect(me.data?.readingMe).toEqual({ role: 'Teacher', firstname: 'Sofie' });
    // seed 001 §4: the programme answers a JWT of its own, which replaces the shop-issued one.
    const token = me.readingSession ?? jwt;

    const classes = await gatewayRequest<{ readingClasses: { id: string; name: string }[] }>(
      gateway,
      '{ readingClasses { id name } }',
      {},
      { ...NL_BE, 'x-reading-token': token },
    );
    const classId = classes.data?.readingClasses.find((c) => c.name === PUPIL.className)?.id;
    expect(classId).toBeDefined();

    const page = await gatewayRequest<{
      readingClass: { name: string; students: { name: string }[]; books: { sku: string; name: string }[] };
    }>(gateway, CLASS_PAGE, { id: classId }, { ...NL_BE, 'x-reading-token': token });
    expect(page.errors).toBeUndefined();
    expect(page.data?.readingClass.name).toBe('3A');
    expect(page.data?.readingClass.students.map((s) => s.name)).toContain('Lotte');
    expect(page.data?.readingClass.books.length).toBeGreaterThan(0);
    expect(page.data?.readingClass.books.every((book) => book.name)).toBe(true);

    const calls = await readingCalls(page.requestId);
    console.info(`teacher's class page: ${total(calls)} reading-programme calls ${JSON.stringify(calls)}`);
    // The session check once, the class once, the teacher's classes once: never one call per pupil or book.
    expect(calls).toEqual({ 'GET /auth/me': 1, 'GET /classes/:id': 1, 'GET /classes': 1 });
  });

  it("asks the reading programme once for a pupil's progress on many products (Product.readingProgress)", async () => {
    const token = await pupilToken();
    // readingProgress needs the catalogue's isbn (@requires): classreading → catalog → classreading.
    const progress = await gatewayRequest<{
      readingBooks: { items: { sku: string; product: { sku: string; readingProgress: number | null } }[] };
    }>(
      gateway,
      '{ readingBooks { items { sku product { sku readingProgress } } } }',
      {},
      { ...NL_BE, 'x-reading-token': token },
    );
    expect(progress.errors).toBeUndefined();
    const items = progress.data?.readingBooks.items ?? [];
    expect(items.length).toBeGreaterThan(1);
    // Lotte's demo progress: 100 % and 45 % in the first two books of 3A's list.
    const percentages = items.map((item) => item.product.readingProgress);
    expect(percentages).toContain(100);
    expect(percentages).toContain(45);
    expect(progress.cacheControl).not.toMatch(/public/);
    const calls = await readingCalls(progress.requestId);
    expect(Object.entries(calls).filter(([endpoint]) => endpoint.includes('tracking'))).toEqual([
      ['GET /tracking_info', 1],
    ]);
  });

  it("ends the pupil's session: readingLogout answers X-Reading-Session end", async () => {
    const token = await pupilToken();
    const logout = await gatewayRequest(
      gateway,
      'mutation { readingLogout { loggedOut } }',
      {},
      {
        ...NL_BE,
        'x-reading-token': token,
      },
    );
    expect(logout.readingSession).toBe('end');
  });
});

describe('guessing is slowed at the pupil login and the school lookup (issue 18 item 7), through the gateway', () => {
  const LOOKUP = /* GraphQL */ `
    query LimitedLookup($schoolId: String!) {
      schoolClasses(schoolId: $schoolId) {
        classes {
          id
          name
        }
        userErrors {
          code
        }
        retryAfterSeconds
      }
    }
  `;
  const PUPIL_LOGIN = /* GraphQL */ `
    mutation LimitedPupilLogin($input: PupilLoginInput!) {
      pupilLogin(input: $input) {
        user {
          name
        }
        userErrors {
          code
          message
        }
        retryAfterSeconds
      }
    }
  `;
  interface LookupAnswer {
    schoolClasses: {
      classes: { id: string; name: string }[];
      userErrors: { code: string }[];
      retryAfterSeconds: number | null;
    };
  }
  interface LoginAnswer {
    pupilLogin: {
      user: { name: string } | null;
      userErrors: { code: string; message: string }[];
      retryAfterSeconds: number | null;
    };
  }
  // Each test has a client address of its own, which the gateway forwards from loopback: nobody else is slowed.
  const from = (address: string) => ({ ...NL_BE, 'x-client-address': address });

  it('waits 5 s after 5 wrong passwords for one pupil, and the reading programme is not asked; a classmate is not slowed', async () => {
    const address = from('203.0.113.81');
    const lookup = await gatewayRequest<LookupAnswer>(gateway, LOOKUP, { schoolId: PUPIL.schoolId }, address);
    const classId = lookup.data?.schoolClasses.classes.find((c) => c.name === PUPIL.className)?.id;
    expect(classId).toBeDefined();
    // A name of this test only: Lotte's own logins in the other tests stay unslowed.
    const guessed = { schoolId: PUPIL.schoolId, classId, name: 'Raadmaar' };
    for (let n = 1; n <= 5; n += 1) {
      const wrong = await gatewayRequest<LoginAnswer>(
        gateway,
        PUPIL_LOGIN,
        { input: { ...guessed, password: `Raden${n}00?` } },
        address,
      );
      expect(wrong.data?.pupilLogin.userErrors).toEqual([
        { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
      ]);
    }
    const sixth = await gatewayRequest<LoginAnswer>(
      gateway,
      PUPIL_LOGIN,
      { input: { ...guessed, password: 'Raden600?' } },
      address,
    );
    expect(sixth.data?.pupilLogin).toEqual({
      user: null,
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 5 seconds.' }],
      retryAfterSeconds: 5,
    });
    expect((await fetchCallCounts(reading)).byRequestId[sixth.requestId] ?? {}).toEqual({});
    // A classmate logging in from the same school address is not slowed by it.
    const classmate = await gatewayRequest<LoginAnswer>(
      gateway,
      PUPIL_LOGIN,
      { input: { schoolId: PUPIL.schoolId, classId, name: PUPIL.name, password: PUPIL.password } },
      address,
    );
    expect(classmate.data?.pupilLogin.user).toEqual({ name: PUPIL.name });
  });

  it('waits after 20 unknown school ids from one client address, and not from another', async () => {
    const address = from('203.0.113.82');
    for (let n = 1; n <= 20; n += 1) {
      const unknown = await gatewayRequest<LookupAnswer>(
        gateway,
        LOOKUP,
        { schoolId: String(9_000_000 + n) },
        address,
      );
      expect(unknown.data?.schoolClasses.userErrors).toEqual([{ code: 'SCHOOL_NOT_FOUND' }]);
    }
    const slowed = await gatewayRequest<LookupAnswer>(gateway, LOOKUP, { schoolId: PUPIL.schoolId }, address);
    expect(slowed.data?.schoolClasses).toEqual({
      classes: [],
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }],
      retryAfterSeconds: 5,
    });
    expect((await fetchCallCounts(reading)).byRequestId[slowed.requestId] ?? {}).toEqual({});
    const elsewhere = await gatewayRequest<LookupAnswer>(
      gateway,
      LOOKUP,
      { schoolId: PUPIL.schoolId },
      from('198.51.100.82'),
    );
    expect(elsewhere.data?.schoolClasses.classes.length).toBeGreaterThan(0);
  });
});

const kindOf = (product: ProductDocument) => product.downloadable_links?.[0]?.link_type;

/** The demo customer orders the skus at the commerce platform, by bank transfer: the order is placed and pending. */
const order = (skus: string[]) => {
  const { general } = DEMO_CUSTOMERS;
  return orderByBankTransfer(stack.urls.commerce!, token, skus, {
    firstname: general.firstname,
    lastname: general.lastname,
    ...general.address,
    email: general.email,
  });
};

const MY_DIGITAL_PRODUCTS = /* GraphQL */ `
  query MyDigitalProducts {
    myDigitalProducts {
      id
      name
      kind
      readerUrl
      audioUrl
      product {
        sku
        name
      }
    }
  }
`;

interface DigitalBookAnswer {
  id: string;
  name: string;
  kind: string;
  readerUrl: string | null;
  audioUrl: string | null;
  product: { sku: string; name: string };
}

describe('my digital products through the gateway (seed 001 §3 Digital product, §7)', () => {
  beforeAll(async () => {
    const products = readFileSync(path.join(stack.dataDir, catalogFile('nl_be', 'product')), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProductDocument)
      .filter((product) => product.status === 1 && product.isbn);
    const find = (kind: string) => {
      const found = products.find((product) => kindOf(product) === kind);
      if (!found) throw new Error(`the demo catalogue has no ${kind}`);
      return found;
    };
    ebook = find('ebook');
    audiobook = find('audiobook');
    const { email, password } = DEMO_CUSTOMERS.general;
    const login = await gatewayRequest<{ logIn: { session: { token: string } | null } }>(
      gateway,
      'mutation LogIn($input: LogInInput!) { logIn(input: $input) { session { token } } }',
      { input: { email, password } },
      NL_BE,
    );
    token = login.data!.logIn.session!.token;
    await order([ebook.sku, audiobook.sku]);
  }, 60_000);

  it("lists the e-book with its reader and the audiobook with its audio, and the catalogue's product of each", async () => {
    const answer = await gatewayRequest<{ myDigitalProducts: DigitalBookAnswer[] }>(
      gateway,
      MY_DIGITAL_PRODUCTS,
      {},
      { ...NL_BE, authorization: `Bearer ${token}` },
    );
    expect(answer.errors).toBeUndefined();
    // A customer's books: no shared cache may keep them.
    expect(answer.cacheControl).not.toMatch(/public/);
    const books = answer.data!.myDigitalProducts;
    const read = books.find((book) => book.kind === 'EBOOK');
    const listen = books.find((book) => book.kind === 'AUDIOBOOK');
    expect(read).toMatchObject({ id: String(ebook.id), audioUrl: null, product: { sku: ebook.sku } });
    expect(new URL(read!.readerUrl!).pathname).toBe(`/reader/${ebook.isbn}`);
    expect(listen).toMatchObject({
      id: String(audiobook.id),
      readerUrl: null,
      product: { sku: audiobook.sku },
    });

    const audio = new URL(listen!.audioUrl!);
    expect(audio.pathname).toBe(`/audio/${audiobook.isbn}.wav`);
    const played = await fetch(audio);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/wav');
    // Without the ticket the graph gave, the whole book does not play.
    audio.searchParams.delete('ticket');
    expect((await fetch(audio)).status).toBe(403);
  });

  it('answers null for a guest', async () => {
    const answer = await gatewayRequest<{ myDigitalProducts: null }>(gateway, MY_DIGITAL_PRODUCTS, {}, NL_BE);
    expect(answer.data).toEqual({ myDigitalProducts: null });
  });

  it("previews an audiobook's first seconds and an e-book's first pages, for anyone", async () => {
    const preview = async (product: ProductDocument) =>
      (
        await gatewayRequest<{ digitalBookPreview: { readerUrl: string | null; audioUrl: string | null } }>(
          gateway,
          'query Preview($id: ID!) { digitalBookPreview(productId: $id) { readerUrl audioUrl } }',
          { id: String(product.id) },
          NL_BE,
        )
      ).data!.digitalBookPreview;
    const listen = await preview(audiobook);
    expect(listen.readerUrl).toBeNull();
    expect((await fetch(listen.audioUrl!)).status).toBe(200);
    const read = await preview(ebook);
    expect(read.audioUrl).toBeNull();
    expect(new URL(read.readerUrl!).searchParams.get('preview')).toBe('1');
  });
});
