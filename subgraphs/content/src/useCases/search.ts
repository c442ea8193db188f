import { FORM_RULE_MESSAGES, searchTermRule } from '@shop/validation';
import type { Context } from '../context';

/** seed 001 §7 content search, with the shop's rule for search terms (seed 000 §5: at least 3 characters). */
export async function contentSearch(term: string, { loaders, storeView }: Context) {
  const trimmed = term.trim();
  const rule = searchTermRule(trimmed);
  if (rule)
    return { hits: [], userErrors: [{ code: rule, message: FORM_RULE_MESSAGES[rule], field: 'term' }] };
  return { hits: await loaders.contentSearch.load({ storeView, term: trimmed }), userErrors: [] };
}
