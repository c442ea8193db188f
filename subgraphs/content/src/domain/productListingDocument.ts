import type { ProductListingPageContent, ProductListingPagesContent } from '@shop/contracts';
import { z } from 'zod';
import { optionalText, parseWith, type ParsedDocument } from './contentDocument';

const productList = z.object({
  title: z.string().min(1),
  text: optionalText,
  link: optionalText,
  link_label: optionalText,
  skus: z.array(z.string().min(1)),
});

const page = z.object({
  kind: z.enum(['curated-lists', 'joy-action-list', 'range']),
  title: z.string().min(1),
  intro: z.string(),
  head_image: optionalText,
  lists: z.array(productList),
}) satisfies z.ZodType<ProductListingPageContent>;

// A kind the shop does not know yet is kept out by the enum above only for known pages: unknown kinds are
// dropped before, so editors may add a page before the shop shows it.
const pages = z.object({ pages: z.array(z.looseObject({ kind: z.string() })) });

/** GET /product-listing-page: the pages of kinds the shop knows; others are left out with a warning. */
export function parseProductListingPages(content: string): ParsedDocument<ProductListingPagesContent> {
  const parsed = parseWith(pages, content);
  if (!parsed.ok) return parsed;
  const warnings: string[] = [];
  const known: ProductListingPageContent[] = [];
  for (const [index, candidate] of parsed.document.pages.entries()) {
    const checked = page.safeParse(candidate);
    if (checked.success) known.push(checked.data);
    else warnings.push(`page ${index} (${candidate.kind}) left out: ${z.prettifyError(checked.error)}`);
  }
  return { ok: true, document: { pages: known }, warnings };
}
