import type { GraphQLResolveInfo } from 'graphql';
import { hintPublicCatalogue } from './cacheHints';

/** An optional property resolves to null: GraphQL has no undefined. */
type Resolved<T> = undefined extends T ? Exclude<T, undefined> | null : T;

type HintedField<Parent, Field extends keyof Parent> = (
  parent: Parent,
  args: unknown,
  context: unknown,
  info: GraphQLResolveInfo,
) => Resolved<Parent[Field]>;

function hintedField<Parent, Field extends keyof Parent>(field: Field): HintedField<Parent, Field> {
  return (parent, _args, _context, info) => {
    hintPublicCatalogue(info);
    const value = parent[field];
    return (value === undefined ? null : value) as Resolved<Parent[Field]>;
  };
}

/**
 * Resolvers of object-typed fields read straight from the parent object, e.g.
 * `hintedFields<Facet, 'options'>('options')`. Apollo gives such fields no cache life by default (see
 * cacheHints.ts), so each one gives the catalogue's public hint. With several fields, each resolver's
 * type is the union of theirs.
 */
export function hintedFields<Parent, Field extends keyof Parent & string>(
  ...fields: Field[]
): Record<Field, HintedField<Parent, Field>> {
  return Object.fromEntries(fields.map((field) => [field, hintedField<Parent, Field>(field)])) as Record<
    Field,
    HintedField<Parent, Field>
  >;
}
