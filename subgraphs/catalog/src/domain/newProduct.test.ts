import { describe, expect, it } from 'vitest';
import { isNewProduct } from './newProduct';

describe("'new' for 60 days (seed 000 §9)", () => {
  it('is new from its publish date up to day 60, not on day 61', () => {
    expect(isNewProduct('2025-04-02', '2025-04-02')).toBe(true);
    expect(isNewProduct('2025-04-02', '2025-06-01')).toBe(true); // day 60
    expect(isNewProduct('2025-04-01', '2025-06-01')).toBe(false); // day 61
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(isNewProduct('2024-01-01', '2024-03-01')).toBe(true); // 31 + 29 = day 60
    expect(isNewProduct('2024-01-01', '2024-03-02')).toBe(false);
  });

  it('reads Magento date-times by their date', () => {
    expect(isNewProduct('2025-04-02 23:59:59', '2025-06-01')).toBe(true);
  });

  it('a book not yet published, or without a publish date, is not new', () => {
    expect(isNewProduct('2025-06-02', '2025-06-01')).toBe(false);
    expect(isNewProduct('', '2025-06-01')).toBe(false);
    expect(isNewProduct(null, '2025-06-01')).toBe(false);
  });
});
