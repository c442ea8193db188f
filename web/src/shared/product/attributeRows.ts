import type { DetailsRow } from '@/shared/ui/DetailsList';
import type { AttributeRows_AttributeFragment } from './attributeRows.generated';

/**
 * The details rows of a product's attributes, labelled in the store view's language by the catalogue: one
 * row per attribute, its values joined. With `codes`, only those attributes, in that order; without, all of
 * them in the catalogue's order. An attribute without values gives an empty row, which DetailsList leaves out.
 */
export function attributeRows(
  attributes: readonly AttributeRows_AttributeFragment[],
  codes?: readonly string[],
): DetailsRow[] {
  const chosen = codes
    ? codes.flatMap((code) => attributes.filter((attribute) => attribute.code === code))
    : attributes;
  return chosen.map((attribute) => ({
    key: attribute.code,
    term: attribute.label,
    details: attribute.values.map((value) => value.label).join(', '),
  }));
}
