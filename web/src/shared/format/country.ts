/** One list of country names per locale for the life of the page or process (building one is costly). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesOf(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      // An unknown locale: codes stay codes.
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in the store view's language, from its ISO 3166-1 alpha-2 code (the API's countryId), by
 * the browser's own list of country names: every country in every locale, none to translate by hand. An
 * unknown code stays as it is.
 */
export function countryName(countryId: string, locale: string): string {
  try {
    return regionNamesOf(locale)?.of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
