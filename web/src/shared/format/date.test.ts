import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDate } from './date';

describe('dates (seed 000 §9: HH:mm D-M-YYYY)', () => {
  it('pads hours and minutes but not day and month', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7))).toBe('09:07 5-3-2024');
  });

  it('shows afternoon hours on the 24-hour clock', () => {
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59))).toBe('23:59 31-12-2023');
  });

  it('formats the date part alone as D-M-YYYY', () => {
    expect(formatDate(new Date(2021, 0, 1))).toBe('1-1-2021');
  });

  it('reads publication dates as calendar dates, whatever the time zone', () => {
    expect(formatIsoDate('2019-04-09')).toBe('9-4-2019');
    expect(formatIsoDate('not a date')).toBeNull();
  });
});
