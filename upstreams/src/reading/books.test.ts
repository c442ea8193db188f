import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READING_MESSAGES,
  type ReadingBookAggregations,
  type ReadingBookHit,
  type ReadingBookList,
  type ReadingCredits,
  type ReadingEmbed,
} from '@shop/contracts';
import { callAs, startReadingTestbed, TEST_READER_URL, type ReadingTestbed } from './testing';

let bed: ReadingTestbed;
let lotte: string;
let director: string;
let class3ABooks: string[];

beforeAll(async () => {
  bed = await startReadingTestbed();
  lotte = await bed.tokenOf('student', bed.people.student);
  director = await bed.tokenOf('teacher', bed.people.director);
  class3ABooks = bed.data.classes.find((c) => c.id === bed.class3A)?.book_skus ?? [];
});
afterAll(() => bed?.close());

const get = <T>(jwt: string, path: string) => callAs<T>(bed.base, jwt, path);

/** A pupil of a school whose credits match, with a book of their class. */
async function pupilWhere(match: (school: { credits: number; credits_end: string }) => boolean) {
  const school = bed.data.schools.find(match);
  const schoolClass = bed.data.classes.find(
    (c) => c.school_id === school?.school_id && c.book_skus.length > 0,
  );
  const pupil = bed.data.pupils.find((p) => p.class_id === schoolClass?.id);
  if (!pupil || !schoolClass) throw new Error('no such pupil in the demo data');
  return { jwt: await bed.tokenOf('student', pupil.id), sku: schoolClass.book_skus[0] as string };
}

describe('GET /books', () => {
  it("answers a pupil's books: the class reading list and the books of their clubs, with ISBN and language code", async () => {
    const answer = await get<ReadingBookList>(lotte, '/books?index=nl_be');
    expect(answer.code).toBe(200);
    const skus = answer.result.hits.map((hit) => hit._source.sku);
    for (const sku of class3ABooks) expect(skus).toContain(sku);
    expect(answer.result.total).toBe(skus.length);
    const hit = answer.result.hits[0] as ReadingBookHit;
    expect(hit._source).toMatchObject({
      isbn: expect.stringMatching(/^\d{13}$/),
      language: expect.stringMatching(/^[a-z]{3}$/),
    });
    const counted = answer.result.aggregations.language.buckets.reduce((sum, b) => sum + b.doc_count, 0);
    expect(counted).toBe(answer.result.total);
  });

  it('pages every book 50 at a time for staff and club presidents (seed 001 §5), a student gets 403', async () => {
    const all = await get<ReadingBookList>(director, '/books?all=1&start=0');
    expect(all.code).toBe(200);
    expect(all.result.hits.length).toBe(Math.min(50, all.result.total));
    const invalidStart = await get<ReadingBookList>(director, '/books?all=1&start=-3');
    expect(invalidStart.result.hits).toEqual(all.result.hits);
    const president = await bed.tokenOf('student', bed.people.president);
    expect((await get(president, '/books?all=1')).code).toBe(200);
    expect(await get(lotte, '/books?all=1')).toEqual({ status: 403, code: 403, result: 'Not allowed' });
  });

  it('filters on title or author with search', async () => {
    const all = await get<ReadingBookList>(director, '/books?all=1');
    const first = all.result.hits[0] as ReadingBookHit;
    const word = first._source.name.split(' ')[0] as string;
    const found = await get<ReadingBookList>(director, `/books?all=1&search=${encodeURIComponent(word)}`);
    expect(found.result.hits.map((h) => h._source.sku)).toContain(first._source.sku);
    for (const hit of found.result.hits)
      expect(`${hit._source.name} ${hit._source.author}`.toLowerCase()).toContain(word.toLowerCase());
  });

  it('answers the aggregations and 400 for an unknown index', async () => {
    const aggregations = await get<ReadingBookAggregations>(director, '/books/aggregations?index=en_be');
    expect(aggregations.result.language.buckets.length).toBeGreaterThan(0);
    expect((await get(director, '/books?index=xx_yy')).code).toBe(400);
  });
});

describe('GET /books/{sku}', () => {
  it('answers a book of the class list; one outside it is 404 error true for a pupil, open to staff', async () => {
    const sku = class3ABooks[0] as string;
    expect((await get<ReadingBookHit>(lotte, `/books/${sku}?index=nl_be`)).result._source.sku).toBe(sku);
    const all = await get<ReadingBookList>(director, '/books?all=1');
    const outside = all.result.hits.find(
      (hit) =>
        !class3ABooks.includes(hit._source.sku) &&
        !bed.data.clubs.some((c) => c.book_skus.includes(hit._source.sku)),
    );
    expect(outside).toBeDefined();
    expect(await get(lotte, `/books/${outside?._source.sku}`)).toEqual({
      status: 404,
      code: 404,
      error: true,
      result: READING_MESSAGES.bookNotFound,
    });
    expect((await get(director, `/books/${outside?._source.sku}`)).code).toBe(200);
    expect(await get(director, '/books/NO-SUCH-SKU')).toMatchObject({ code: 404, error: true });
  });
});

describe('GET /books/{sku}/embed (API.md embed rules)', () => {
  it("answers the reader's iframe and costs the school one credit at a pupil's first opening only", async () => {
    const sku = class3ABooks[0] as string;
    const before = (await get<ReadingCredits>(lotte, '/credits')).result;
    const answer = await get<ReadingEmbed>(lotte, `/books/${sku}/embed?index=nl_be&socket=s-1`);
    expect(answer.code).toBe(200);
    const isbn = (await get<ReadingBookHit>(lotte, `/books/${sku}`)).result._source.isbn;
    expect(answer.result.code).toMatch(
      new RegExp(`^<iframe src="${TEST_READER_URL}/reader/${isbn}" title="[^"]+"`),
    );
    expect(answer.result.code.endsWith('></iframe>')).toBe(true);
    expect((await get<ReadingCredits>(lotte, '/credits')).result.credits).toBe(before.credits - 1);
    expect((await get(lotte, `/books/${sku}/embed?socket=s-1`)).code).toBe(200);
    expect((await get<ReadingCredits>(lotte, '/credits')).result.credits).toBe(before.credits - 1);
  });

  it("answers 'Connection lost' without a socket", async () => {
    expect(await get(lotte, `/books/${class3ABooks[0]}/embed`)).toEqual({
      status: 400,
      code: 400,
      result: 'Connection lost',
    });
  });

  it("answers 'A book is already being read.' on a second socket, while the first one goes on", async () => {
    const sku = class3ABooks[1] as string;
    expect((await get(lotte, `/books/${sku}/embed?socket=tab-1`)).code).toBe(200);
    expect(await get(lotte, `/books/${sku}/embed?socket=tab-2`)).toEqual({
      status: 400,
      code: 400,
      result: 'A book is already being read.',
    });
    expect((await get(lotte, `/books/${sku}/embed?socket=tab-1`)).code).toBe(200);
  });

  it("answers 'Credits expired' after the school's endDate, even for staff", async () => {
    const { jwt, sku } = await pupilWhere((s) => s.credits_end < '2025-03-15');
    expect(await get(jwt, `/books/${sku}/embed?socket=s`)).toEqual({
      status: 400,
      code: 400,
      result: 'Credits expired',
    });
  });

  it("answers 'Not enough credits' to a pupil of a school with none left; a teacher still opens the book", async () => {
    const { jwt, sku } = await pupilWhere((s) => s.credits === 0 && s.credits_end >= '2025-03-15');
    expect(await get(jwt, `/books/${sku}/embed?socket=s`)).toEqual({
      status: 400,
      code: 400,
      result: 'Not enough credits',
    });
    const school = bed.data.schools.find((s) => s.credits === 0);
    const staff = bed.data.teachers.find((t) => t.school_id === school?.school_id);
    const teacherJwt = await bed.tokenOf('teacher', staff?.id ?? 0);
    expect((await get(teacherJwt, `/books/${sku}/embed?socket=s`)).code).toBe(200);
  });
});
