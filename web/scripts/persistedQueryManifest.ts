/**
 * Issue 23 item 3: the storefront's operations are a safelist. The manifest lists every operation of the web
 * app (its `.graphql` files and the web server's session refresh) as Apollo Client sends it: with the
 * `__typename` its cache adds, the fragments it uses, its definitions sorted. Each operation's id is the
 * SHA-256 of that text (the library's default), so an id and a full query name the same listed operation.
 * The gateway answers the listed operations from anyone and any other only to a partner (gateway safelist.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  generatePersistedQueryManifest,
  type PersistedQueryManifest,
} from '@apollo/generate-persisted-query-manifest';
import type { PersistedQueryManifestForGeneratingPersistedQueryIds } from '@apollo/persisted-query-lists';
import { DocumentTransform } from '@apollo/client/utilities';
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Where the client's ids are read from (a generated file, imported by persistedQueryLink.ts). */
export const OPERATION_IDS_FILE = path.join(WEB_DIR, 'src/shared/graphql/persistedQueryIds.generated.json');

/**
 * Where the build puts the whole manifest: beside the files the web server serves, so a gateway started with
 * a build knows that build's operations (the gateway's PERSISTED_QUERIES_PATH defaults to it).
 */
export const MANIFEST_FILE = path.join(WEB_DIR, 'dist/persisted-query-manifest.json');

/**
 * The operations of the web app: the app's `.graphql` files, and the web server's own (the session refresh, a
 * template marked with a GraphQL comment). Tests write their own, which are never listed.
 */
export const OPERATION_DOCUMENTS = ['src/**/*.graphql', 'server/**/*.ts', '!server/**/*.test.ts'];

/**
 * Only the fragments an operation uses. The library sends a file's whole document, and a `.graphql` file may
 * also define a fragment that its feature's mutations spread (CheckoutPage_methodChange); the client's own
 * documents (the generated hooks') carry only the fragments they use, and a GraphQL server refuses any other.
 */
export function withUsedFragmentsOnly(document: DocumentNode): DocumentNode {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const used = new Set<string>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (used.has(name)) return;
        used.add(name);
        const fragment = fragments.get(name);
        if (fragment) collect(fragment);
      },
    });
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) collect(definition);
  return {
    ...document,
    definitions: document.definitions.filter(
      (definition) => definition.kind !== Kind.FRAGMENT_DEFINITION || used.has(definition.name.value),
    ),
  };
}

export function storefrontManifest(): Promise<PersistedQueryManifest> {
  const documents = OPERATION_DOCUMENTS.map((pattern) =>
    pattern.startsWith('!') ? `!${path.join(WEB_DIR, pattern.slice(1))}` : path.join(WEB_DIR, pattern),
  );
  return generatePersistedQueryManifest(
    { documents, documentTransform: new DocumentTransform(withUsedFragmentsOnly) },
    undefined,
  );
}

/** What the browser needs of the manifest: each operation's name and id, not its text (it has that already). */
export function operationIdsOf(
  manifest: PersistedQueryManifest,
): PersistedQueryManifestForGeneratingPersistedQueryIds {
  return { operations: manifest.operations.map(({ id, name }) => ({ id, name })) };
}

/**
 * Writes `value` unless the file already says it: an unchanged file keeps its time, so the start script does
 * not take the app's build for stale.
 */
export function writeJsonWhenChanged(file: string, value: unknown): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
