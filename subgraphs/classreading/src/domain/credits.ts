import type { ReadingCredits } from '@shop/contracts';

/** seed 001 §3 School: credits remaining, credits expired; Credits: credits, startDate, endDate. */
export interface SchoolCredits {
  remaining: number;
  startDate: string;
  endDate: string;
  expired: boolean;
}

/** The calendar day (YYYY-MM-DD) of an instant in Belgium and the Netherlands, where the schools are. */
export function schoolDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}

/**
 * The credits of a school on a day. They are expired once the day is past endDate (seed 001 §8 'Credits
 * expired'); the end day itself still counts, as the reading programme's embed rule counts it.
 */
export function schoolCredits(credits: ReadingCredits, today: string): SchoolCredits {
  return {
    remaining: credits.credits,
    startDate: credits.startDate,
    endDate: credits.endDate,
    expired: today > credits.endDate,
  };
}
