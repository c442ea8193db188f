import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * The compiled catalogues (`lingui compile` writes each catalogue's messages.ts; `npm run build` runs it).
 * Each is its own chunk, loaded when a store view of that locale is first shown. The shop's catalogue comes
 * with every page; a feature's catalogue (the reading programme's) only with that feature's pages, so it never
 * weighs on the first load of the shop's pages.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts');
const classreadingCatalogs = import.meta.glob<{ messages: Messages }>(
  '../../features/classreading/locales/*/messages.ts',
);

export class MissingCatalogError extends Error {
  override name = 'MissingCatalogError';
}

async function messagesOf(
  globbed: Record<string, () => Promise<{ messages: Messages }>>,
  file: string,
  locale: string,
): Promise<Messages> {
  const load = globbed[file];
  if (!load) {
    throw new MissingCatalogError(
      `No compiled catalogue ${file} for ${locale}: run \`npx lingui compile\` in web/ (npm run build -w @shop/web does).`,
    );
  }
  return (await load()).messages;
}

const classreadingMessages = (locale: string) =>
  messagesOf(classreadingCatalogs, `../../features/classreading/locales/${locale}/messages.ts`, locale);

/** This browser's i18n instances, which a feature's catalogue is added to when its pages are first shown. */
const instances = new Set<I18n>();
let classreadingWanted = false;

export interface LoadI18nOptions {
  /** Every catalogue at once: the server's render and tests, where the first load's size does not matter. */
  allCatalogs?: boolean;
}

/**
 * The server's i18n instance of each locale, holding every catalogue: built once and shared by every render
 * of that locale, as nothing changes it once it is loaded.
 */
const completeInstances = new Map<string, Promise<I18n>>();

/** The i18n instance of a locale with every catalogue, built once for the life of the process (the server's). */
export function completeI18n(locale: string): Promise<I18n> {
  let i18n = completeInstances.get(locale);
  if (!i18n) {
    i18n = loadI18n(locale, { allCatalogs: true });
    // A catalogue that failed to load is tried again by the next render.
    i18n.catch(() => completeInstances.delete(locale));
    completeInstances.set(locale, i18n);
  }
  return i18n;
}

/** An i18n instance per locale, so switching store views never changes the language under a rendered page. */
export async function loadI18n(locale: string, { allCatalogs = false }: LoadI18nOptions = {}): Promise<I18n> {
  const shop = await messagesOf(catalogs, `../../locales/${locale}/messages.ts`, locale);
  // A copy: Lingui merges a later catalogue into the object it was given, which is the cached module's.
  const i18n = setupI18n({ locale, messages: { [locale]: { ...shop } } });
  // A feature's pages may have asked for their catalogue while this one was loading (see loadClassreadingCatalog).
  if (allCatalogs || classreadingWanted) i18n.load(locale, await classreadingMessages(locale));
  if (!allCatalogs) instances.add(i18n);
  return i18n;
}

/** The reading programme's texts: loaded with its pages, into every i18n instance of this browser. */
export async function loadClassreadingCatalog(): Promise<void> {
  classreadingWanted = true;
  await Promise.all(
    [...instances].map(async (i18n) => i18n.load(i18n.locale, await classreadingMessages(i18n.locale))),
  );
}
