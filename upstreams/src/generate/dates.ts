/** Calendar days as integers (days since 1970-01-01, UTC) so date arithmetic never depends on the machine's time zone. */
const DAY_MS = 86_400_000;

export function dayOf(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${isoDate}'`);
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (isoDay(time / DAY_MS) !== isoDate) throw new RangeError(`Not a calendar date: '${isoDate}'`);
  return time / DAY_MS;
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Magento's datetime format, used for special price windows and created_at/updated_at. */
export function magentoDateTime(day: number, secondsOfDay = 0): string {
  return new Date(day * DAY_MS + secondsOfDay * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** seed 000 §6, §9: non-privileged groups only see products published from this day up to today. */
export const MINIMUM_PUBLISH_DATE = '1993-01-01';
