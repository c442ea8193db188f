// One lint config for the monorepo: typescript-eslint everywhere, no import cycles anywhere, import boundaries
// in web/ and between a subgraph's layers.
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

// Every folder of subgraphs/ is a subgraph with the same anatomy.
const subgraphsDir = new URL('./subgraphs', import.meta.url);
const SUBGRAPHS = existsSync(subgraphsDir)
  ? readdirSync(subgraphsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/.serving/**',
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
    // No import cycles anywhere (issue 20). The TypeScript resolver follows imports as tsc does: relative paths
    // without extensions, the @shop/* workspaces through their package.json exports, web's '@/' alias through
    // web/tsconfig.json's paths. The rule skips type-only imports (they vanish at run time); the layer zones
    // below keep a subgraph's type imports one-way too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      // Which files the plugin reads, and with which parser: without them it skips every .ts file it is led to.
      'import/extensions': importPlugin.flatConfigs.typescript.settings['import/extensions'],
      // Dependencies are never part of a cycle of ours: not parsing them cuts the rule's time in web/ from 48 s
      // to 19 s. The @shop/* workspaces resolve to their real paths outside node_modules, so they are followed.
      'import/ignore': ['node_modules'],
      'import/parsers': importPlugin.flatConfigs.typescript.settings['import/parsers'],
      'import/resolver': {
        // Only web/ has paths ('@/'); elsewhere the resolver reads imports with tsc's defaults.
        typescript: { project: `${import.meta.dirname}/web/tsconfig.json` },
      },
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // A subgraph's anatomy (ARCHITECTURE): resolvers -> useCases -> domain and ports; upstream adapters -> ports;
    // what sits below the context never imports a use case or a resolver, and domain/ is pure.
    files: ['subgraphs/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: SUBGRAPHS.flatMap((name) => {
            const src = `./subgraphs/${name}/src`;
            return [
              {
                target: [`${src}/domain`, `${src}/ports`],
                from: [
                  `${src}/upstream`,
                  `${src}/useCases`,
                  `${src}/resolvers`,
                  `${src}/context.ts`,
                  `${src}/loaders.ts`,
                ],
                message:
                  'domain/ and ports/ are pure: they import neither adapters, use cases, resolvers nor the context.',
              },
              {
                target: `${src}/ports`,
                from: `${src}/domain`,
                message: "ports/ must not import domain/: domain/ imports the ports' value types.",
              },
              {
                target: `${src}/upstream`,
                from: [`${src}/domain`, `${src}/useCases`, `${src}/resolvers`],
                message:
                  'upstream/ adapters implement ports/; a rule they share with domain/ lives in ports/ or a package.',
              },
              {
                target: [`${src}/useCases`, `${src}/context.ts`, `${src}/loaders.ts`, `${src}/models.ts`],
                from: `${src}/resolvers`,
                message: 'Only resolvers import use cases; nothing below them imports a resolver.',
              },
              {
                target: [`${src}/context.ts`, `${src}/loaders.ts`, `${src}/models.ts`],
                from: `${src}/useCases`,
                message: 'The context, loaders and mapper types sit below the use cases.',
              },
            ];
          }),
        },
      ],
    },
  },
  {
    // web/: imports flow shared -> features -> app; features never import each other (ARCHITECTURE: the web app).
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin },
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
