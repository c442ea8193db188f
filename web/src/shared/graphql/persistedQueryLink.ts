import { ApolloLink, Observable, type Operation } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import {
  generatePersistedQueryIdsFromManifest,
  sortTopLevelDefinitions,
  type PersistedQueryManifestForGeneratingPersistedQueryIds,
} from '@apollo/persisted-query-lists';
import { Kind, type DocumentNode } from 'graphql';
import { PUBLIC_ROOT_FIELDS } from './publicCacheSnapshot';

/**
 * Issue 23 item 3: the app's operations are a safelist, built with the app (web/scripts/persistedQueries.ts);
 * the production gateway answers them from anyone and other operations only to partners. The client sends a
 * listed operation by its id instead of its text. The ids (about 4 KB compressed) are a chunk of their own,
 * loaded as the client starts rather than with the app's first scripts: its first queries are answered from
 * the server's render anyway.
 */
let listed: Promise<PersistedQueryManifestForGeneratingPersistedQueryIds> | undefined;
const listedOperations = () =>
  (listed ??= import('./persistedQueryIds.generated.json').then((module) => module.default));
let listedNames: Promise<ReadonlySet<string>> | undefined;
const listedOperationNames = () =>
  (listedNames ??= listedOperations().then(
    (manifest) => new Set(manifest.operations.map((operation) => operation.name)),
  ));

export async function isListedOperation(operation: Pick<Operation, 'operationName'>): Promise<boolean> {
  return (await listedOperationNames()).has(operation.operationName);
}

/**
 * Whether a query asks only public data, so an HTTP cache may keep its answer: every root field it selects
 * answers public data by the schema's `@cacheControl` hints (schema/public-cache.json, the list that also
 * decides what the browser stores for offline reads). Such queries go by GET; a cart, a customer or a pupil
 * (and anything the list does not name) goes by POST, which no cache keeps. The answer's Cache-Control still
 * comes from the gateway: a private field deeper down makes it private.
 */
export function isPublicQuery(query: DocumentNode): boolean {
  const operations = query.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.name.value === '__typename' || PUBLIC_ROOT_FIELDS.has(selection.name.value)),
  );
}

const sorted = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The manifest's text of an operation has its definitions sorted (the operation, then its fragments by name);
 * sent in that order, a full query (the persisted-queries link sends one when the gateway does not know an id)
 * is the listed text itself, whose SHA-256 is its id.
 */
const sortDefinitions = new ApolloLink((operation, forward) => {
  let query = sorted.get(operation.query);
  if (!query) {
    query = sortTopLevelDefinitions(operation.query);
    sorted.set(operation.query, query);
  }
  operation.query = query;
  return forward(operation);
});

/**
 * Listed operations go by id: public queries by GET (HTTP caches can keep them), the rest by POST; mutations
 * always by POST. An operation the list does not name (a test's own) is sent as it is, in full.
 */
export function persistedQueryLink(): ApolloLink {
  const ids = generatePersistedQueryIdsFromManifest({ loadManifest: listedOperations });
  const byGet = createPersistedQueryLink({ ...ids, useGETForHashedQueries: true });
  const byPost = createPersistedQueryLink(ids);
  const byId = sortDefinitions.concat(
    ApolloLink.split((operation) => isPublicQuery(operation.query), byGet, byPost),
  );
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let closed = false;
        let subscription: { unsubscribe(): void } | undefined;
        isListedOperation(operation).then(
          (isListed) => {
            if (closed) return;
            const sent = isListed ? byId.request(operation, forward) : forward(operation);
            subscription = sent?.subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}
