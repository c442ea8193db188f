import { describe, expect, it } from 'vitest';
import { isValidListeningTicket, LISTENING_TICKET_SECONDS, listeningTicket } from './listeningTicket';

describe('listening tickets', () => {
  const secret = 'a secret of the digital products service, long enough';
  const isbn = '9789400000223';
  const now = new Date('2026-03-05T20:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('opens the book it was made for until it expires', () => {
    const ticket = listeningTicket(secret, isbn, now);
    expect(ticket).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(isValidListeningTicket(secret, isbn, ticket, now)).toBe(true);
    expect(isValidListeningTicket(secret, isbn, ticket, later(LISTENING_TICKET_SECONDS - 1))).toBe(true);
    expect(isValidListeningTicket(secret, isbn, ticket, later(LISTENING_TICKET_SECONDS))).toBe(false);
  });

  it('opens no other book, and no ticket of another secret', () => {
    const ticket = listeningTicket(secret, isbn, now);
    expect(isValidListeningTicket(secret, '9789400000230', ticket, now)).toBe(false);
    expect(isValidListeningTicket('another secret', isbn, ticket, now)).toBe(false);
  });

  it('refuses a changed expiry, a missing ticket and anything not shaped like one', () => {
    const [expires, mac] = listeningTicket(secret, isbn, now).split('.');
    const tampered = `${Number(expires) + 3600}.${mac}`;
    for (const ticket of [tampered, undefined, '', 'abc', `${expires}.`, `${expires}.${mac}x`]) {
      expect(isValidListeningTicket(secret, isbn, ticket, now), String(ticket)).toBe(false);
    }
  });
});
