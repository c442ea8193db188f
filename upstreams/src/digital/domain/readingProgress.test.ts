import { describe, expect, it } from 'vitest';
import { progressPercentage } from './readingProgress';
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
