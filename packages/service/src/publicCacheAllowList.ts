import {
  Kind,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type TypeNode,
} from 'graphql';

/**
 * What a browser may keep of the API's answers for offline reads (ARCHITECTURE, offline: private data never
 * goes to storage), derived from the subgraphs' `@cacheControl` hints instead of written by hand.
 */
export interface PublicCacheAllowList {
  /** Object types, unions and interfaces some subgraph hints PUBLIC and none hints PRIVATE. */
  types: string[];
  /** Root query fields that answer a public type and carry no PRIVATE hint of their own. */
  rootFields: string[];
  /** Fields of public types that one subgraph hints PRIVATE (a pupil's reading progress on Product). */
  privateFields: Record<string, string[]>;
}

type Scope = 'PUBLIC' | 'PRIVATE';

function scopeOf(directives: readonly ConstDirectiveNode[] | undefined): Scope | null {
  const hint = directives?.find((directive) => directive.name.value === 'cacheControl');
  const scope = hint?.arguments?.find((argument) => argument.name.value === 'scope')?.value;
  if (!hint) return null;
  // Apollo's default scope of a hint without one is PUBLIC.
  return scope?.kind === Kind.ENUM && scope.value === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC';
}

function namedTypeOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);
}

const COMPOSITE_KINDS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_EXTENSION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.UNION_TYPE_EXTENSION,
]);

interface CompositeDefinition {
  kind: Kind;
  name: { value: string };
  directives?: readonly ConstDirectiveNode[];
  fields?: readonly FieldDefinitionNode[];
}

/**
 * The allow-list of the subgraphs' SDLs. A type is public when a subgraph hints it PUBLIC and none PRIVATE
 * (a type every subgraph leaves without a hint is not: forgetting a hint costs a network request offline,
 * never a leak). A root field follows Apollo's cache-control rule: without a hint of its own it takes its
 * return type's; with a PRIVATE hint it is never public.
 */
export function publicCacheAllowList(subgraphs: readonly DocumentNode[]): PublicCacheAllowList {
  const scopes = new Map<string, Set<Scope>>();
  const privateFields = new Map<string, Set<string>>();
  const queryFields = new Map<string, { returns: string; scopes: Set<Scope> }>();
  for (const document of subgraphs) {
    for (const definition of document.definitions) {
      if (!COMPOSITE_KINDS.has(definition.kind)) continue;
      const type = definition as unknown as CompositeDefinition;
      const name = type.name.value;
      const scope = scopeOf(type.directives);
      if (scope) scopes.set(name, (scopes.get(name) ?? new Set()).add(scope));
      for (const field of type.fields ?? []) {
        const fieldScope = scopeOf(field.directives);
        if (fieldScope === 'PRIVATE')
          privateFields.set(name, (privateFields.get(name) ?? new Set()).add(field.name.value));
        if (name === 'Query') {
          const entry = queryFields.get(field.name.value) ?? {
            returns: namedTypeOf(field.type),
            scopes: new Set<Scope>(),
          };
          if (fieldScope) entry.scopes.add(fieldScope);
          queryFields.set(field.name.value, entry);
        }
      }
    }
  }
  const isPublic = (name: string) =>
    scopes.get(name)?.has('PUBLIC') === true && !scopes.get(name)?.has('PRIVATE');
  const types = [...scopes.keys()].filter(isPublic).sort();
  const rootFields = [...queryFields]
    .filter(
      ([, field]) => !field.scopes.has('PRIVATE') && (field.scopes.has('PUBLIC') || isPublic(field.returns)),
    )
    .map(([name]) => name)
    .sort();
  return {
    types,
    rootFields,
    privateFields: Object.fromEntries(
      [...privateFields]
        .filter(([type]) => isPublic(type))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([type, fields]) => [type, [...fields].sort()]),
    ),
  };
}
