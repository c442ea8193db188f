/**
 * A country's name in the store view's language, from its ISO 3166-1 alpha-2 code (the API's countryId), by
 * the browser's own list of country names: every country in every locale, none to translate by hand. An
 * unknown code stays as it is.
 */
export function countryName(countryId: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
