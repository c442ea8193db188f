import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an audiobook's address plays after the embed code gave it: an evening of listening. */
export const LISTENING_TICKET_SECONDS = 4 * 3600;

/**
 * An audiobook's listening ticket: what the embed code puts in the audio's address instead of the customer's
 * token (which must never reach the browser). It says which book and until when, signed with the service's
 * secret, so the audio route can check it without asking the commerce platform again, and it opens that one
 * book only. Shape: `<expiry in Unix seconds>.<HMAC-SHA256, base64url>`.
 */
export function listeningTicket(secret: string, isbn: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + LISTENING_TICKET_SECONDS;
  return `${expires}.${signature(secret, isbn, expires)}`;
}

/** Whether `ticket` was made by this service for this book and has not expired. */
export function isValidListeningTicket(
  secret: string,
  isbn: string,
  ticket: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(ticket ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, isbn, expires));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, isbn: string, expires: number): string {
  return createHmac('sha256', secret).update(`${isbn}.${expires}`).digest('base64url');
}

/** The service's tickets: one secret, the clock of the moment a ticket is made or shown. */
export interface ListeningTickets {
  issue(isbn: string): string;
  isValid(isbn: string, ticket: string | undefined): boolean;
}

export function listeningTickets(secret: string, clock: () => Date = () => new Date()): ListeningTickets {
  return {
    issue: (isbn) => listeningTicket(secret, isbn, clock()),
    isValid: (isbn, ticket) => isValidListeningTicket(secret, isbn, ticket, clock()),
  };
}
