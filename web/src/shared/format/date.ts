/**
 * seed 000 §9: "Date format HH:mm D-M-YYYY" (day and month without leading zero, hours and minutes with),
 * the same in every store view. Times are shown in the browser's time zone.
 */
export function formatDateTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())} ${formatDate(date)}`;
}

/** The date part of the seed's format, D-M-YYYY, for values without a time (publication dates). */
export function formatDate(date: Date): string {
  return `${date.getDate()}-${date.getMonth() + 1}-${date.getFullYear()}`;
}

/** A calendar date as the API sends it (YYYY-MM-DD), as D-M-YYYY; null for anything else. */
export function formatIsoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${Number(day)}-${Number(month)}-${year}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
