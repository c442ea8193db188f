/**
 * seed 000 §9: "Date format HH:mm D-M-YYYY" (day and month without leading zero, hours and minutes with),
 * the same in every store view. A moment (an order's time) is shown in the store view's time zone
 * (`StoreView.timeZone`), never the host's: the server renders in UTC and a visitor's browser may be
 * anywhere, and both must show a Belgian order placed at 05:15 as 05:15.
 */
export function formatDateTime(date: Date, timeZone: string): string {
  const { hour, minute, day, month, year } = partsIn(date, timeZone);
  return `${hour}:${minute} ${Number(day)}-${Number(month)}-${year}`;
}

/** The day of a moment in the store view's time zone, as the seed's D-M-YYYY (a review written at 00:30 on the 21st in Brussels is of the 21st, though it is still the 20th in UTC). */
export function formatDay(date: Date, timeZone: string): string {
  const { day, month, year } = partsIn(date, timeZone);
  return `${Number(day)}-${Number(month)}-${year}`;
}

/** A moment as the graph sends it (ISO 8601); null for anything else. */
export function parseTimestamp(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date as the API sends it (YYYY-MM-DD), as D-M-YYYY; null for anything else. */
export function formatIsoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${Number(day)}-${Number(month)}-${year}`;
}

type DatePart = 'hour' | 'minute' | 'day' | 'month' | 'year';

function partsIn(date: Date, timeZone: string): Record<DatePart, string> {
  const parts = formatterIn(timeZone).formatToParts(date);
  const part = (type: DatePart) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    hour: part('hour'),
    minute: part('minute'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
  };
}

/** Intl formatters are costly to create: one per time zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // The parts only (the seed's format is put together above): two-digit hours on the 24-hour clock.
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
