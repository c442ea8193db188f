import { describe, expect, it } from 'vitest';
import { calendarDate, datePart } from './dates';

describe('calendarDate', () => {
  it("is the date in Brussels: 23:30 UTC on 31 December is already New Year's Day there", () => {
    expect(calendarDate(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(calendarDate(new Date('2024-12-31T22:30:00Z'))).toBe('2024-12-31');
  });
});

describe('datePart', () => {
  it('reads YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(datePart('2024-01-31')).toBe('2024-01-31');
    expect(datePart('2024-01-31 00:00:00')).toBe('2024-01-31');
  });
  it('gives null for empty or malformed values', () => {
    expect(datePart(null)).toBeNull();
    expect(datePart('')).toBeNull();
    expect(datePart('31-01-2024')).toBeNull();
  });
});
