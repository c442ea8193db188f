import { describe, expect, it } from 'vitest';
import { pageOfProgress, progressPercentage } from './readingProgress';
import { BOOK_PAGES, PREVIEW_PAGES } from './readerPages';

describe('progressPercentage', () => {
  it('is the whole percent of the 12 pages seen, rounded down, 100 only on the last page', () => {
    const percentages = Array.from({ length: BOOK_PAGES }, (_, i) => progressPercentage(i + 1, BOOK_PAGES));
    expect(percentages).toEqual([8, 16, 25, 33, 41, 50, 58, 66, 75, 83, 91, 100]);
  });

  it('stops at a quarter of the book after the 3 pages of a preview', () => {
    expect(progressPercentage(PREVIEW_PAGES, BOOK_PAGES)).toBe(25);
  });

  it('stays within 0 and 100 whatever it is given', () => {
    expect(progressPercentage(0, BOOK_PAGES)).toBe(0);
    expect(progressPercentage(-2, BOOK_PAGES)).toBe(0);
    expect(progressPercentage(13, BOOK_PAGES)).toBe(100);
    expect(progressPercentage(3, 0)).toBe(0);
  });
});

describe('pageOfProgress', () => {
  it('opens a book read to the end (100) at its last page, and one never read (0) at its first', () => {
    expect(pageOfProgress(100, BOOK_PAGES)).toBe(12);
    expect(pageOfProgress(0, BOOK_PAGES)).toBe(1);
  });

  it("opens at the page the reader's own percentages were reported from: 8 at 1, 25 at 3, 91 at 11", () => {
    expect(pageOfProgress(8, BOOK_PAGES)).toBe(1);
    expect(pageOfProgress(25, BOOK_PAGES)).toBe(3);
    expect(pageOfProgress(91, BOOK_PAGES)).toBe(11);
  });

  it('opens a percentage between two pages (45) at the page that reaches it (6 of 12: 50)', () => {
    expect(pageOfProgress(45, BOOK_PAGES)).toBe(6);
  });

  it('reports no less than any recorded percentage, and the page before reports less', () => {
    for (let percentage = 1; percentage <= 100; percentage++) {
      const page = pageOfProgress(percentage, BOOK_PAGES);
      expect(progressPercentage(page, BOOK_PAGES), `${percentage}`).toBeGreaterThanOrEqual(percentage);
      expect(progressPercentage(page - 1, BOOK_PAGES), `${percentage}`).toBeLessThan(percentage);
    }
  });

  it('stays within the book whatever it is given', () => {
    expect(pageOfProgress(250, BOOK_PAGES)).toBe(12);
    expect(pageOfProgress(-5, BOOK_PAGES)).toBe(1);
    expect(pageOfProgress(50, 0)).toBe(1);
  });
});
