import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for `field` on the value this resolver returns (directly, in an inline
 * fragment or in a named fragment). Lets a list skip work nobody reads, such as counting facets.
 */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  field: string,
): boolean {
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      switch (selection.kind) {
        case 'Field':
          return selection.name.value === field;
        case 'InlineFragment':
          return inSet(selection.selectionSet);
        case 'FragmentSpread': {
          const name = selection.name.value;
          if (seen.has(name)) return false;
          seen.add(name);
          return inSet(info.fragments[name]?.selectionSet);
        }
      }
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
