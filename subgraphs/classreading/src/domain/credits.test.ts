import { describe, expect, it } from 'vitest';
import { schoolCredits, schoolDay } from './credits';

const credits = { credits: 250, startDate: '2025-09-01', endDate: '2026-08-31' };

describe('school credits (seed 001 §3: credits remaining, credits expired)', () => {
  it('are not expired up to and including the end day', () => {
    expect(schoolCredits(credits, '2026-08-31')).toEqual({
      remaining: 250,
      startDate: '2025-09-01',
      endDate: '2026-08-31',
      expired: false,
    });
  });

  it('are expired the day after the end day', () => {
    expect(schoolCredits(credits, '2026-09-01').expired).toBe(true);
  });

  it('counts days in Belgian time', () => {
    expect(schoolDay(new Date('2026-08-31T22:30:00Z'))).toBe('2026-09-01');
    expect(schoolDay(new Date('2026-08-31T21:30:00Z'))).toBe('2026-08-31');
  });
});
