import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL, startReadingStandin, type ReadingStandin } from './standin';

/**
 * seed 001 §7 tracking (one percentage per ISBN, the furthest point reached) through the subgraph against the
 * local reading stand-in, which stores the percentage it is given, as the real programme may, and the local
 * digital products service's reader. The demo pupil Lotte has read the first book of 3A's list to the end.
 */
let standin: ReadingStandin;
let lotte = '';

beforeAll(async () => {
  standin = await startReadingStandin({ digitalProducts: true });
  lotte = await standin.pupilToken(
    DEMO_SCHOOL.schoolId,
    DEMO_SCHOOL.className,
    DEMO_SCHOOL.pupil,
    DEMO_SCHOOL.password,
  );
}, 120_000);

afterAll(async () => {
  await standin?.stack.stop();
});

/** Lotte's progress as the reading stand-in keeps it (GET /tracking/{isbn}, not through the subgraph). */
async function recordedAtTheProgramme(isbn: string): Promise<number> {
  const response = await fetch(`${standin.stack.env.READING_API_URL}/tracking/${isbn}`, {
    headers: { authorization: `Bearer ${lotte}` },
  });
  return ((await response.json()) as { result: { percentage: number } }).result.percentage;
}

/** The book of Lotte's list she read to the end (demo data: 100 %). */
async function bookReadToTheEnd(): Promise<{ sku: string; isbn: string }> {
  const { data } = await standin.execute(
    '{ readingProgress { isbn percentage } readingBooks { items { sku isbn } } }',
    {},
    lotte,
  );
  const { readingProgress, readingBooks } = data as {
    readingProgress: { isbn: string; percentage: number }[];
    readingBooks: { items: { sku: string; isbn: string }[] };
  };
  const isbn = readingProgress.find((progress) => progress.percentage === 100)?.isbn;
  const book = readingBooks.items.find((item) => item.isbn === isbn);
  if (!book) throw new Error('the demo pupil has no book read to the end');
  return book;
}

describe('a book read to the end (seed 001 §7 tracking: the furthest point reached)', () => {
  it('opens in the reader at its last page', async () => {
    const { sku } = await bookReadToTheEnd();
    const { data } = await standin.execute(
      'mutation ($sku: String!) { openBook(sku: $sku, socketId: "tracking-test") { readerUrl userErrors { code } } }',
      { sku },
      lotte,
    );
    const { readerUrl, userErrors } = (data as { openBook: { readerUrl: string; userErrors: [] } }).openBook;
    expect(userErrors).toEqual([]);
    expect(new URL(readerUrl).searchParams.get('progress')).toBe('100');
    const html = await (await fetch(readerUrl)).text();
    expect(html).toContain('<p id="indicator" aria-live="polite">Pagina 12 van 12</p>');
  });

  it('keeps 100 when the reader reports its first page (8), at the programme too', async () => {
    const { isbn } = await bookReadToTheEnd();
    const { data } = await standin.execute(
      'mutation ($isbn: String!) { recordReadingProgress(isbn: $isbn, percentage: 8) { progress { isbn percentage } userErrors { code } } }',
      { isbn },
      lotte,
    );
    expect(data?.recordReadingProgress).toEqual({ progress: { isbn, percentage: 100 }, userErrors: [] });
    expect(await recordedAtTheProgramme(isbn)).toBe(100);
  });
});
