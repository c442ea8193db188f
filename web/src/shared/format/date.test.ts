import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '@shop/store-views';
import { formatDateTime, formatDay, formatIsoDate, parseTimestamp } from './date';

const BRUSSELS = STORE_VIEWS['nl-be'].timeZone;

describe('dates (seed 000 §9: HH:mm D-M-YYYY)', () => {
  it('pads hours and minutes but not day and month', () => {
    expect(formatDateTime(new Date('2024-03-05T08:07:00Z'), BRUSSELS)).toBe('09:07 5-3-2024');
  });

  it('shows afternoon hours on the 24-hour clock, and midnight as 00', () => {
    expect(formatDateTime(new Date('2023-12-31T22:59:00Z'), BRUSSELS)).toBe('23:59 31-12-2023');
    expect(formatDateTime(new Date('2023-12-31T23:05:00Z'), BRUSSELS)).toBe('00:05 1-1-2024');
  });

  it("shows an order placed at 05:15 in Belgium as 05:15, in winter and in summer time, whatever the host's zone", () => {
    // 04:15 UTC is 05:15 in Brussels in winter (UTC+1); 03:15 UTC is 05:15 in summer (UTC+2).
    expect(formatDateTime(new Date('2026-01-20T04:15:00Z'), BRUSSELS)).toBe('05:15 20-1-2026');
    expect(formatDateTime(new Date('2026-07-20T03:15:00Z'), BRUSSELS)).toBe('05:15 20-7-2026');
  });

  it('uses each store view its own zone: Amsterdam as Brussels, Kigali at UTC+2 all year', () => {
    const placed = new Date('2026-01-20T04:15:00Z');
    expect(formatDateTime(placed, STORE_VIEWS['nl-nl'].timeZone)).toBe('05:15 20-1-2026');
    expect(formatDateTime(placed, STORE_VIEWS['en-be'].timeZone)).toBe('05:15 20-1-2026');
    expect(formatDateTime(placed, STORE_VIEWS['en-rw'].timeZone)).toBe('06:15 20-1-2026');
  });

  it("gives a moment's day in the store's zone", () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Brussels.
    const justAfterMidnight = parseTimestamp('2026-01-20T23:30:00.000Z');
    expect(formatDay(justAfterMidnight!, BRUSSELS)).toBe('21-1-2026');
    expect(parseTimestamp('gisteren')).toBeNull();
  });

  it('reads publication dates as calendar dates, whatever the time zone', () => {
    expect(formatIsoDate('2019-04-09')).toBe('9-4-2019');
    expect(formatIsoDate('not a date')).toBeNull();
  });
});
