import { describe, expect, it, vi } from 'vitest';
import { consentOf } from './cookieConsent';
import { enqueueCookie, releasedCookies, type QueuedCookie } from './cookieQueue';

const cookie = (category: QueuedCookie['category'], name: string): QueuedCookie => ({
  category,
  name,
  write: vi.fn(),
});

describe("the cookie queue (seed 001 §4 'Queued cookies are written once consent allows them')", () => {
  it('keeps cookies of a category without consent queued, and releases them once a consent allows it', () => {
    const recent = cookie('personalization', 'recently-viewed');
    const visits = cookie('statistical', 'visits');
    const queue = enqueueCookie(enqueueCookie([], recent), visits);

    const withoutConsent = releasedCookies(queue, null);
    expect(withoutConsent.write).toEqual([]);
    expect(withoutConsent.queued).toEqual([recent, visits]);

    const onlyNecessary = releasedCookies(queue, consentOf([], new Date('2025-03-01T10:00:00.000Z')));
    expect(onlyNecessary.write).toEqual([]);

    const statistics = releasedCookies(
      queue,
      consentOf(['statistical'], new Date('2025-03-01T10:00:00.000Z')),
    );
    expect(statistics.write).toEqual([visits]);
    expect(statistics.queued).toEqual([recent]);
  });

  it('keeps only the latest write of one cookie', () => {
    const first = cookie('personalization', 'recently-viewed');
    const latest = cookie('personalization', 'recently-viewed');
    expect(enqueueCookie(enqueueCookie([], first), latest)).toEqual([latest]);
  });
});
