import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { segmentsInclTax, totalSegmentTitle } from './totalSegments';

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

  it('show the subtotal including tax, so the rows add up to the grand total and the tax is what it includes', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    // Two books at 12.99 and one at 14.50 (40.48 including 6% VAT, 38.19 without), shipped for 4.95.
    const segments = [
      { code: 'subtotal', value: eur(38.19) },
      { code: 'shipping', value: eur(4.95) },
      { code: 'tax', value: eur(2.29) },
      { code: 'grand_total', value: eur(45.43) },
    ];
    const shown = segmentsInclTax(segments, eur(40.48));
    expect(shown.map((segment) => [segment.code, segment.value.value])).toEqual([
      ['subtotal', 40.48],
      ['shipping', 4.95],
      ['tax', 2.29],
      ['grand_total', 45.43],
    ]);
    expect(shown[0]!.value.value + shown[1]!.value.value).toBeCloseTo(45.43, 2);
    // Without the subtotal including tax (an order kept before it was asked), the platform's segments stay.
    expect(segmentsInclTax(segments, undefined)).toEqual(segments);
  });
});
