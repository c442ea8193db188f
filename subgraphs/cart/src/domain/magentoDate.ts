/** Magento writes dates as 'YYYY-MM-DD HH:mm:ss' in UTC; the graph answers ISO 8601. */
export function isoDate(magentoDate: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(magentoDate)
    ? `${magentoDate.replace(' ', 'T')}Z`
    : magentoDate;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? magentoDate : date.toISOString();
}
