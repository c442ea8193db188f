import { describe, expect, it } from 'vitest';
import { parseReview } from './reviewInput';

const review = { product_id: 12, title: 'Prachtig', detail: 'Elke avond voorgelezen.', nickname: 'Mama An' };

describe('a review (POST /api/review/create)', () => {
  it('needs product_id, title, detail and nickname; rating and customer are optional', () => {
    expect(parseReview({ review })).toEqual({ ...review, rating: null, customer_id: null });
    expect(parseReview({ review: { ...review, rating: 5, customer_id: 3 } })).toMatchObject({
      rating: 5,
      customer_id: 3,
    });
  });

  it('names the missing field', () => {
    expect(() => parseReview({ review: { ...review, nickname: ' ' } })).toThrow(
      "review must have required property 'nickname'",
    );
    expect(() => parseReview({ review: { ...review, product_id: undefined } })).toThrow('product_id');
    expect(() => parseReview({})).toThrow("must have required property 'review'");
  });

  it('refuses a rating outside 1 to 5', () => {
    expect(() => parseReview({ review: { ...review, rating: 6 } })).toThrow('from 1 to 5');
  });
});
