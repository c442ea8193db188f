import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * The compiled catalogues (`lingui compile` writes src/locales/{locale}/messages.ts; `npm run build` runs it).
 * Each is its own chunk, loaded when a store view of that locale is first shown.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts');

export class MissingCatalogError extends Error {
  override name = 'MissingCatalogError';
}

/** An i18n instance per locale, so switching store views never changes the language under a rendered page. */
export async function loadI18n(locale: string): Promise<I18n> {
  const load = catalogs[`../../locales/${locale}/messages.ts`];
  if (!load) {
    throw new MissingCatalogError(
      `No compiled catalogue for ${locale}: run \`npx lingui compile\` in web/ (npm run build -w @shop/web does).`,
    );
  }
  const { messages } = await load();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
