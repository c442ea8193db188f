/** Magento's timestamps in answers: UTC, `YYYY-MM-DD HH:mm:ss`. */
export function magentoTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
