import { describe, expect, it } from 'vitest';
import { isoDate } from './magentoDate';

describe('isoDate: a date of the platform as the graph answers it', () => {
  it("reads Magento's 'YYYY-MM-DD HH:mm:ss' as UTC", () => {
    expect(isoDate('2026-10-12 18:00:00')).toBe('2026-10-12T18:00:00.000Z');
  });

  it('keeps a date it cannot read as it is', () => {
    expect(isoDate('2026-11-02T14:05:00Z')).toBe('2026-11-02T14:05:00.000Z');
    expect(isoDate('yesterday')).toBe('yesterday');
  });
});
