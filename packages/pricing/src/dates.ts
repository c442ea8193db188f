/**
 * The shop's calendar. Dates in the index are Magento dates ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss') of a
 * Belgian shop, so "today" is the calendar date in Brussels, whatever the server's time zone.
 */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

// en-CA formats dates as YYYY-MM-DD.
const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const SHOP_DATE_FORMAT = dateFormat(SHOP_TIME_ZONE);

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return (timeZone === SHOP_TIME_ZONE ? SHOP_DATE_FORMAT : dateFormat(timeZone)).format(now);
}

/** The date part of an index date, or null when the value is empty or not a date. */
export function datePart(value: string | null | undefined): string | null {
  const match = value?.trim().match(DATE);
  return match?.[1] ?? null;
}
