import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

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
  tax: msg`Btw`,
  grand_total: msg`Totaal`,
};

export function totalSegmentTitle(i18n: I18n, segment: { code: string; title: string }): string {
  const known = SEGMENT_TITLES[segment.code];
  return known ? i18n._(known) : segment.title;
}
