import { describe, expect, it } from 'vitest';
import { MAX_CHARS } from './fieldLimits';
import { reviewTextErrors } from './reviews';

const review = { nickname: 'An', title: 'Prachtig', detail: 'Mijn dochter leest het elke avond.' };

describe("a review's text (seed 000 §7 'Reviews', seed 001 §5 'A maximum of {chars} characters applies')", () => {
  it('passes with a name, a title and a text, each at most its maximum (30, 100, 2000)', () => {
    expect(reviewTextErrors(review)).toEqual([]);
    expect(
      reviewTextErrors({
        nickname: 'a'.repeat(MAX_CHARS.reviewNickname),
        title: 'a'.repeat(MAX_CHARS.reviewTitle),
        detail: 'a'.repeat(MAX_CHARS.reviewDetail),
      }),
    ).toEqual([]);
  });

  it('refuses one character more, and an empty field', () => {
    expect(reviewTextErrors({ nickname: 'a'.repeat(31), title: ' ', detail: 'a'.repeat(2001) })).toEqual([
      { field: 'nickname', code: 'TOO_LONG', chars: 30 },
      { field: 'title', code: 'REQUIRED' },
      { field: 'detail', code: 'TOO_LONG', chars: 2000 },
    ]);
  });
});
