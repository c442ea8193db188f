import { describe, expect, it } from 'vitest';
import { goesFurther } from './furthestPointReached';

describe('the furthest point reached (seed 001 §7 tracking: one percentage per ISBN)', () => {
  it('keeps 100 when a book read to the end is opened again at its first page (1 of 12 pages: 8)', () => {
    expect(goesFurther(100, 8)).toBe(false);
  });

  it('keeps the recorded percentage when a report equals it', () => {
    expect(goesFurther(45, 45)).toBe(false);
  });

  it('takes a report that goes further, up to 100', () => {
    expect(goesFurther(45, 50)).toBe(true);
    expect(goesFurther(0, 100)).toBe(true);
  });

  it('records a first report of a book never read (0), even its first page', () => {
    expect(goesFurther(0, 8)).toBe(true);
    expect(goesFurther(0, 0)).toBe(false);
  });
});
