import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { totalSegmentTitle } from './totalSegments';

describe('total segments', () => {
  it("name the known codes in the store view's language and keep the platform's title of others", async () => {
    const nl = await loadI18n('nl-BE');
    expect(totalSegmentTitle(nl, { code: 'grand_total', title: 'Grand Total' })).toBe('Totaal');
    expect(totalSegmentTitle(nl, { code: 'giftwrap', title: 'Gift wrapping' })).toBe('Gift wrapping');
    expect(totalSegmentTitle(await loadI18n('en-BE'), { code: 'discount', title: 'Discount (X)' })).toBe(
      'Discount',
    );
  });

  it('name the shipping segment and the B2B discount of seed 000 §6', async () => {
    const nl = await loadI18n('nl-BE');
    const en = await loadI18n('en-BE');
    expect(totalSegmentTitle(nl, { code: 'shipping', title: 'Shipping & Handling' })).toBe('Verzending');
    expect(totalSegmentTitle(nl, { code: 'b2b_discount', title: 'B2B discount' })).toBe('B2B-korting');
    expect(totalSegmentTitle(en, { code: 'b2b_discount', title: 'B2B discount' })).toBe('B2B discount');
  });
});
