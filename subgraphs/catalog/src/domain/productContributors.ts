import type { ProductDocument } from '@shop/contracts';
import { slugify } from '@shop/routes';

export type ContributorRole = 'AUTHOR' | 'ILLUSTRATOR';

/** A person named on a product, with the slug the authors service keys their page by. */
export interface ProductContributor {
  name: string;
  role: ContributorRole;
  /** slugify(name), the rule the authors service's keys follow; null when the name has no letters or digits. */
  slug: string | null;
}

/**
 * seed 000 §3 Product keeps `author` and `illustrator` as free text, so one field may name several people
 * ('Annie M.G. Schmidt en Fiep Westendorp', 'A, B and C'): commas, semicolons, '&' and the conjunctions
 * ' en ' and ' and ' separate names. The conjunctions count only in lower case between spaces, as they are
 * written in a sentence, so a surname is never cut in two.
 */
const NAME_SEPARATOR = /\s*[,;&]\s*|\s+(?:en|and)\s+/;

/** The names a contributor field holds, in the order written, each once; none for an empty field. */
export function contributorNames(field: string | null | undefined): string[] {
  if (!field) return [];
  const names = field
    .split(NAME_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** The product's authors, then its illustrators; someone who does both appears once in each role. */
export function productContributors(
  product: Pick<ProductDocument, 'author' | 'illustrator'>,
): ProductContributor[] {
  const inRole = (field: string | null | undefined, role: ContributorRole) =>
    contributorNames(field).map((name) => ({ name, role, slug: slugify(name) || null }));
  return [...inRole(product.author, 'AUTHOR'), ...inRole(product.illustrator, 'ILLUSTRATOR')];
}
