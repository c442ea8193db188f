import { describe, expect, it } from 'vitest';
import { reviewErrors } from './reviewRules';

const draft = {
  nickname: 'Lotte',
  title: 'Prachtig',
  detail: 'Mijn dochter wil het elke avond horen.',
  rating: 5,
};

describe('review rules', () => {
  it('lets a complete review of 1 to 5 stars through', () => {
    expect(reviewErrors(draft)).toEqual({});
    expect(reviewErrors({ ...draft, rating: 1 })).toEqual({});
  });

  it('requires a nickname, a title and a text, spaces alone not counting', () => {
    expect(reviewErrors({ ...draft, nickname: '', title: '  ', detail: '' })).toEqual({
      nickname: 'REQUIRED',
      title: 'REQUIRED',
      detail: 'REQUIRED',
    });
  });

  it('requires 1 to 5 whole stars', () => {
    for (const rating of [null, 0, 6, 2.5])
      expect(reviewErrors({ ...draft, rating }).rating).toBe('INVALID_RATING');
  });
});
