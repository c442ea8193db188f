import { describe, expect, it } from 'vitest';
import { BOOK_PAGES, PREVIEW_PAGES, readerLang, readerPages } from './readerPages';

const ISBN = '9789400000223';

describe('readerPages', () => {
  it('gives a book 12 numbered pages of text', () => {
    const pages = readerPages(ISBN, 'nl', false);
    expect(BOOK_PAGES).toBe(12);
    expect(pages.map((page) => page.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const page of pages) {
      expect(page.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of page.paragraphs) expect(paragraph).toMatch(/^\S.*[.!]$/);
    }
    expect(new Set(pages.map((page) => page.paragraphs.join(' '))).size).toBe(12);
  });

  it('writes the same pages for the same ISBN every time, and other pages for another ISBN', () => {
    expect(readerPages(ISBN, 'nl', false)).toEqual(readerPages(ISBN, 'nl', false));
    expect(readerPages('9789400000230', 'nl', false)).not.toEqual(readerPages(ISBN, 'nl', false));
  });

  it('cuts a preview after its first 3 pages, which are the book’s own', () => {
    const preview = readerPages(ISBN, 'en', true);
    expect(PREVIEW_PAGES).toBe(3);
    expect(preview).toEqual(readerPages(ISBN, 'en', false).slice(0, 3));
  });

  it('writes Dutch or English', () => {
    const nl = readerPages(ISBN, 'nl', true)
      .flatMap((page) => page.paragraphs)
      .join(' ');
    const en = readerPages(ISBN, 'en', true)
      .flatMap((page) => page.paragraphs)
      .join(' ');
    expect(nl).toMatch(/\b(de|het|en|ze|naar|roept|over|weet)\b/);
    expect(en).toMatch(/\b(the|and|they|shouts|at|about|is)\b/);
    expect(nl).not.toBe(en);
  });

  it('reads ?lang= as English for en and its store codes, Dutch otherwise', () => {
    expect(['en', 'EN', 'en-be', 'en_rw'].map(readerLang)).toEqual(['en', 'en', 'en', 'en']);
    expect([undefined, 'nl', 'nl-nl', 'fr', ''].map(readerLang)).toEqual(['nl', 'nl', 'nl', 'nl', 'nl']);
  });
});
