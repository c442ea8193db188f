// @vitest-environment node
/**
 * Issue 23 item 3: the manifest of the storefront's operations (web/scripts/persistedQueryManifest.ts) lists every
 * operation of the app as its client sends it, valid against the public API, and the client's ids are current.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, Observable, type DocumentNode } from '@apollo/client';
import { createPersistedQueryManifestVerificationLink } from '@apollo/persisted-query-lists';
import type { PersistedQueryManifest } from '@apollo/generate-persisted-query-manifest';
import { Kind, buildSchema, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIR, operationIdsOf, storefrontManifest } from '../../scripts/persistedQueryManifest';
import { REFRESH_SESSION_MUTATION } from '../../server/session/domain/tokenRefresh';
import { createCache } from '@/shared/graphql/cachePolicies';
import operationIds from '@/shared/graphql/persistedQueryIds.generated.json';

let manifest: PersistedQueryManifest;
beforeAll(async () => {
  manifest = await storefrontManifest();
});

/** The operations written in the app's `.graphql` files, by name, found by walking the source tree. */
function operationNamesOfTheApp(): string[] {
  const srcDir = path.join(WEB_DIR, 'src');
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(path.join(srcDir, file), 'utf8')).definitions)
    .flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
    );
}

describe('the persisted query manifest', () => {
  it('lists every operation of the app and the web server’s session refresh, each id the SHA-256 of its text', () => {
    const listed = manifest.operations.map((operation) => operation.name);
    expect(listed).toEqual(expect.arrayContaining([...operationNamesOfTheApp(), 'RefreshSession']));
    expect(new Set(listed).size).toBe(listed.length);
    for (const operation of manifest.operations)
      expect(operation.id).toBe(createHash('sha256').update(operation.body).digest('hex'));
  });

  it('gives the client the ids of the current operations (npm run codegen writes them)', () => {
    expect(operationIds).toEqual(operationIdsOf(manifest));
  });

  it('lists each operation as the app’s client sends it', async () => {
    const generated = import.meta.glob<Record<string, unknown>>('/src/**/*.generated.ts', { eager: true });
    const documents = Object.values(generated).flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) =>
        name.endsWith('Document') ? [value as DocumentNode] : [],
      ),
    );
    expect(documents.length).toBe(operationNamesOfTheApp().length);
    const problems: string[] = [];
    const client = new ApolloClient({
      cache: createCache(),
      link: ApolloLink.from([
        createPersistedQueryManifestVerificationLink({
          loadManifest: () => manifest,
          onVerificationFailed: ({ reason, operation }) =>
            problems.push(`${operation.operationName}: ${reason}`),
        }),
        new ApolloLink(() => Observable.of({ data: null })),
      ]),
    });
    for (const document of documents) {
      const isMutation = document.definitions.some(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
      );
      if (isMutation) await client.mutate({ mutation: document, fetchPolicy: 'no-cache' });
      else await client.query({ query: document, fetchPolicy: 'no-cache' });
    }
    expect(problems).toEqual([]);
  });

  it('lists only operations the public API answers', () => {
    const schema = buildSchema(readFileSync(path.join(WEB_DIR, '../schema/api.graphql'), 'utf8'));
    const invalid = manifest.operations.flatMap(({ name, body }) =>
      validate(schema, parse(body)).map((error) => `${name}: ${error.message}`),
    );
    expect(invalid).toEqual([]);
  });

  it('has the web server’s session refresh as the server sends it', () => {
    const refresh = manifest.operations.find((operation) => operation.name === 'RefreshSession');
    expect(refresh?.body).toBe(REFRESH_SESSION_MUTATION);
  });
});
