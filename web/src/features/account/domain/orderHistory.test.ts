import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/date';
import { orderDate, pageCount, pageOf } from './orderHistory';

describe('order history (seed 000 §7, §9)', () => {
  it('starts at page 1 unless a whole page number from 1 up is asked', () => {
    expect(pageOf(null)).toBe(1);
    expect(pageOf('3')).toBe(3);
    for (const wrong of ['0', '-2', '1.5', 'twee', '']) expect(pageOf(wrong)).toBe(1);
  });

  it('fills pages of 20 orders', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  it('shows the time as HH:mm D-M-YYYY, and an unreadable value as it came', () => {
    const inBrussels = (date: Date) => formatDateTime(date, 'Europe/Brussels');
    expect(orderDate('2026-03-05T08:07:00.000Z', inBrussels)).toBe('09:07 5-3-2026');
    expect(orderDate('gisteren', inBrussels)).toBe('gisteren');
  });
});
