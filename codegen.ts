/**
 * One GraphQL Code Generator config for the repository:
 * - resolver types for every subgraph, from its schema.graphql, built by `subgraphResolvers()`;
 *   a subgraph lists its mappers (GraphQL type -> the TypeScript type its resolvers receive) in
 *   `subgraphs/<name>/codegen.mappers.json`, each from its `src/models.ts`, e.g. { "Product": "../models#ProductRef" }
 *   (paths relative to src/generated/);
 * - typed React Apollo hooks for web/, generated next to each `.graphql` operation file, against the
 *   composed public API (schema/api.graphql), and the ids the web client sends its operations by.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { SUBGRAPH_NAMES, subgraphSdlPath, type SubgraphName } from '@shop/stack/services';

const strictScalars = { ID: 'string', String: 'string', Boolean: 'boolean', Int: 'number', Float: 'number' };

function subgraphResolvers(name: SubgraphName): CodegenConfig['generates'] {
  const mappersFile = `subgraphs/${name}/codegen.mappers.json`;
  const mappers = existsSync(mappersFile)
    ? (JSON.parse(readFileSync(mappersFile, 'utf8')) as Record<string, string>)
    : {};
  return {
    [`subgraphs/${name}/src/generated/graphql.ts`]: {
      schema: subgraphSdlPath(name),
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useIndexSignature: true,
        useTypeImports: true,
        strictScalars: true,
        // Federation's own scalars, which codegen adds to the subgraph schema.
        scalars: {
          ...strictScalars,
          _FieldSet: 'string',
          _Any: 'unknown',
          FieldSet: 'string',
          link__Import: 'unknown',
        },
        enumsAsTypes: true,
        contextType: '../context#Context',
        mappers,
      },
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  hooks: {
    // The ids of the web app's operations, which its client sends instead of their text (issue 23: the
    // storefront's operations are a safelist; web/scripts/persistedQueryManifest.ts).
    beforeDone: ['tsx web/scripts/persistedQueries.ts --ids'],
  },
  generates: {
    ...Object.assign({}, ...SUBGRAPH_NAMES.map(subgraphResolvers)),
    'web/src/shared/graphql/types.generated.ts': {
      schema: 'schema/api.graphql',
      plugins: ['typescript'],
      config: { enumsAsTypes: true, strictScalars: true, scalars: strictScalars, useTypeImports: true },
    },
    'web/src/': {
      schema: 'schema/api.graphql',
      documents: ['web/src/**/*.graphql'],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '~@/shared/graphql/types.generated' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
        useTypeImports: true,
        strictScalars: true,
        scalars: strictScalars,
        enumsAsTypes: true,
        dedupeFragments: true,
        inlineFragmentTypes: 'combine',
      },
    },
  },
};

export default config;
