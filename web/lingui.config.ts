import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's catalogues, one per store view locale (ARCHITECTURE: the web app). Dutch (nl-BE) is the
 * source language: the texts in the code are Dutch, the .po files of en-BE and en-RW hold the English.
 * nl-NL falls back to nl-BE and only overrides what differs in the Netherlands.
 */
export default defineConfig({
  sourceLocale: 'nl-BE',
  locales: ['nl-BE', 'nl-NL', 'en-BE', 'en-RW'],
  fallbackLocales: { 'nl-NL': 'nl-BE', 'en-RW': 'en-BE' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.generated.ts', '<rootDir>/src/features/classreading/**'],
    },
    // The reading programme's texts, loaded with its pages only: every shop page's first load stays small.
    {
      path: '<rootDir>/src/features/classreading/locales/{locale}/messages',
      include: ['<rootDir>/src/features/classreading'],
      exclude: ['**/*.test.*', '**/*.generated.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // `lingui compile` writes each catalogue's messages.ts beside its .po (gitignored); the app loads the ones it needs.
  compileNamespace: 'ts',
});
