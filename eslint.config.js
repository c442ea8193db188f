// One lint config for the monorepo: typescript-eslint everywhere, import boundaries in web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// Every folder of web/src/features is a feature; features never import each other.
const featuresDir = new URL('./web/src/features', import.meta.url);
const FEATURES = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/*.generated.ts',
      '**/locales/**/*.js',
      '**/locales/**/*.mjs',
      '**/locales/**/*.ts',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // web/: imports flow shared -> features -> app; features never import each other (ARCHITECTURE: the web app).
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin },
    // The node resolver must know TypeScript extensions, or the rule cannot see where an import points.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the repository root, whichever package eslint runs in.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './web/src/shared',
              from: ['./web/src/features', './web/src/app'],
              message: 'shared/ must not depend on features or app.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'features must not import the app.',
            },
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'features never import each other: compose them in app/.',
            })),
          ],
        },
      ],
    },
  },
  // The same boundaries for imports through the '@/' alias, which the node resolver above cannot follow.
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(app|features)(/|$)', message: 'shared/ must not depend on features or app.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/app(/|$)', message: 'features must not import the app.' },
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'features never import each other: compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
);
