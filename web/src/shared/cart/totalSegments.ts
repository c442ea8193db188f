import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MoneyValue } from '@/shared/format/price';

/**
 * The words of a total segment (seed 000 §3 total codes; the shipping segment and seed 000 §6's B2B discount)
 * in the store view's language, for the cart and the checkout alike; a segment the shop does not know keeps
 * the platform's title.
 */
const SEGMENT_TITLES: Record<string, MessageDescriptor> = {
  subtotal: msg`Subtotaal`,
  subtotal_incl_tax: msg`Subtotaal`,
  discount: msg`Korting`,
  b2b_discount: msg`B2B-korting`,
  shipping: msg`Verzending`,
  payment: msg`Betaalkosten`,
  // The shop shows prices including VAT: the tax is part of them, not added to them.
  tax: msg`Waarvan btw`,
  grand_total: msg`Totaal`,
};

export function totalSegmentTitle(i18n: I18n, segment: { code: string; title: string }): string {
  const known = SEGMENT_TITLES[segment.code];
  return known ? i18n._(known) : segment.title;
}

/**
 * The segments as a shop with prices including VAT shows them: the platform's `subtotal` segment is the rows
 * excluding tax (Magento's default), so it shows the subtotal including tax instead; with the discounts and the
 * shipping (both including tax) it then adds up to the grand total, and the tax is what that total includes.
 */
export function segmentsInclTax<S extends { code: string; value: MoneyValue }>(
  segments: readonly S[],
  subtotalInclTax: MoneyValue | undefined,
): S[] {
  if (!subtotalInclTax) return [...segments];
  return segments.map((segment) =>
    segment.code === 'subtotal' ? { ...segment, value: subtotalInclTax } : segment,
  );
}
