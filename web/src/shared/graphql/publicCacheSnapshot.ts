import { isReference, type NormalizedCacheObject, type StoreObject } from '@apollo/client';
import allowList from '../../../../schema/public-cache.json';

/**
 * ARCHITECTURE (offline): "private data never goes to storage". The persisted cache is an allow-list of
 * public catalogue and content data: an entity is stored only when its type is public, a root query field
 * only when it answers a public type, and a field is dropped when anything inside it is not public (a
 * reference to a Cart, an embedded CartItem...). The list is derived from the schema, not written here: a type
 * is public when a subgraph's SDL hints it `@cacheControl(scope: PUBLIC)` and none hints it PRIVATE
 * (schema/public-cache.json, written by `npm run compose`). A type added to the API without a hint stays in
 * memory only; forgetting a hint costs a network request offline, never a leak. Carts, customers and
 * reading-programme users carry no PUBLIC hint and are therefore never written.
 */
export const PUBLIC_TYPENAMES: ReadonlySet<string> = new Set(['Query', ...allowList.types]);

export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(allowList.rootFields);

/**
 * One person's fields on a public type, hinted `@cacheControl(scope: PRIVATE)` in a subgraph's SDL (the
 * reading programme adds a pupil's reading progress to Product, seed 001 §3 Tracking). Dropped from every
 * stored entity of the type, whatever arguments they were asked with.
 */
export const PRIVATE_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(allowList.privateFields).map(([type, fields]) => [type, new Set(fields)]),
);

export function publicCacheSnapshot(data: NormalizedCacheObject): NormalizedCacheObject {
  const isPublic = (value: unknown): boolean => {
    if (value === null || typeof value !== 'object') return true;
    if (Array.isArray(value)) return value.every(isPublic);
    if (isReference(value)) {
      const typename = data[value.__ref]?.__typename;
      return typename !== undefined && PUBLIC_TYPENAMES.has(typename);
    }
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename === 'string' && !PUBLIC_TYPENAMES.has(typename)) return false;
    return Object.values(value).every(isPublic);
  };

  const snapshot: NormalizedCacheObject = {};
  for (const [id, entity] of Object.entries(data)) {
    if (!entity) continue;
    if (id === 'ROOT_QUERY') {
      snapshot[id] = pickFields(
        entity,
        (field, value) =>
          field === '__typename' || (PUBLIC_ROOT_FIELDS.has(fieldName(field)) && isPublic(value)),
      );
    } else if (
      typeof entity.__typename === 'string' &&
      id !== 'ROOT_MUTATION' &&
      PUBLIC_TYPENAMES.has(entity.__typename)
    ) {
      const privateFields = PRIVATE_FIELDS[entity.__typename];
      snapshot[id] = pickFields(
        entity,
        (field, value) => !privateFields?.has(fieldName(field)) && isPublic(value),
      );
    }
  }
  return snapshot;
}

/** Store field names carry their arguments: `product({"sku":"x"})`. */
function fieldName(storeFieldName: string): string {
  return storeFieldName.split(/[(:]/, 1)[0] ?? storeFieldName;
}

function pickFields(entity: StoreObject, keep: (field: string, value: unknown) => boolean): StoreObject {
  return Object.fromEntries(
    Object.entries(entity).filter(([field, value]) => keep(field, value)),
  ) as StoreObject;
}
