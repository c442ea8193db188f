import { describe, expect, it } from 'vitest';
import { TAX_CLASS_BOOKS, TAX_CLASS_STANDARD } from '../../generate/productPlan';
import { taxRuleDocuments } from '../../generate/taxRules';
import { userGroupTaxRules, type PricedProduct } from '@shop/pricing';
import { renderPriceInfo, type RenderPriceContext } from './renderPrices';

const BOOKS = TAX_CLASS_BOOKS;
/** The demo data's own rules: books 6% BE, 9% NL; everything else 21%. */
const RULES = taxRuleDocuments();

const nlBe: RenderPriceContext = {
  today: '2025-03-15',
  taxRules: RULES,
  taxCountry: 'BE',
  currency: 'EUR',
  locale: 'nl-BE',
  userGroupId: null,
};
const nlNl: RenderPriceContext = { ...nlBe, taxCountry: 'NL', locale: 'nl-NL' };
const enRw: RenderPriceContext = { ...nlBe, currency: 'USD', locale: 'en-RW' };

const book = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  price: 14.95,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  tax_class_id: BOOKS,
  ...overrides,
});

describe('render-list price_info (seed 000 §7 Price refresh)', () => {
  it('a book of 14.95 including 6% BE tax: final 14.95, 14.10 excluding tax', () => {
    const info = renderPriceInfo([book()], nlBe);
    expect(info).toMatchObject({
      final_price: 14.95,
      regular_price: 14.95,
      minimal_price: 14.95,
      max_price: 14.95,
      minimal_regular_price: 14.95,
      max_regular_price: 14.95,
      special_price: 0,
    });
    expect(info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: 14.1,
      regular_price: 14.1,
      special_price: 0,
    });
    // Intl writes a no-break space between the euro sign and the amount.
    expect(info.formatted_prices.final_price).toBe('<span class="price">€\u00a014,95</span>');
    expect(info.extension_attributes.tax_adjustments.formatted_prices.final_price).toBe(
      '<span class="price">€\u00a014,10</span>',
    );
  });

  it('in the Netherlands the same book carries 9%: 13.72 excluding tax', () => {
    const info = renderPriceInfo([book()], nlNl);
    expect(info.final_price).toBe(14.95);
    expect(info.extension_attributes.tax_adjustments.final_price).toBe(13.72);
  });

  it('en-rw answers in USD: 14.95 EUR × 1.08 = 16.15 USD, 16.15 / 1.06 = 15.24 excluding tax', () => {
    const info = renderPriceInfo([book()], enRw);
    expect(info.final_price).toBe(16.15);
    expect(info.regular_price).toBe(16.15);
    expect(info.extension_attributes.tax_adjustments.final_price).toBe(15.24);
    expect(info.formatted_prices.final_price).toBe('<span class="price">US$16.15</span>');
  });

  it('a special price counts inside its window only (seed 000 §5): 12.50 instead of 14.95 from 1 to 31 March', () => {
    const onSale = book({
      special_price: 12.5,
      special_from_date: '2025-03-01 00:00:00',
      special_to_date: '2025-03-31 23:59:59',
    });
    expect(renderPriceInfo([onSale], nlBe)).toMatchObject({
      final_price: 12.5,
      special_price: 12.5,
      regular_price: 14.95,
      extension_attributes: {
        tax_adjustments: { final_price: 11.79, special_price: 11.79, regular_price: 14.1 },
      },
    });
    expect(renderPriceInfo([onSale], { ...nlBe, today: '2025-04-01' })).toMatchObject({
      final_price: 14.95,
      special_price: 0,
    });
    expect(renderPriceInfo([onSale], { ...nlBe, today: '2025-02-28' }).final_price).toBe(14.95);
  });

  it('tax comes from the product tax class: a 9.95 gift at 21% is 8.22 excluding tax', () => {
    const gift = book({ price: 9.95, tax_class_id: TAX_CLASS_STANDARD });
    expect(renderPriceInfo([gift], nlBe).extension_attributes.tax_adjustments.final_price).toBe(8.22);
  });

  it('a configurable product is priced at its cheapest child; max_* name the dearest', () => {
    const children = [
      book({ price: 17.99 }),
      book({ price: 18.99, special_price: 15.99, special_from_date: '2025-03-01' }),
      book({ price: 16.5 }),
    ];
    const info = renderPriceInfo(children, nlBe);
    expect(info).toMatchObject({
      final_price: 15.99,
      minimal_price: 15.99,
      max_price: 17.99,
      regular_price: 16.5,
      minimal_regular_price: 16.5,
      max_regular_price: 18.99,
      special_price: 15.99,
    });
    // 15.99 / 1.06 = 15.085 → 15.08 (rounded half up at the cent, 15.0849... in binary)
    expect(info.extension_attributes.tax_adjustments.final_price).toBe(15.08);
  });
});

describe("tax by the user's group (seed 000 §6)", () => {
  it('without a group every rule applies', () => {
    expect(userGroupTaxRules(RULES, null)).toBe(RULES);
  });

  it('with the group tax setting on, only the rules naming the group apply; a group no rule names pays no tax', () => {
    // The fixtures' rules are for customer tax class 3 (Magento's 'Retail Customer').
    expect(userGroupTaxRules(RULES, 3)).toEqual(RULES);
    expect(userGroupTaxRules(RULES, 8)).toEqual([]);
    const foreign = renderPriceInfo([book()], { ...nlBe, userGroupId: 8 });
    expect(foreign.final_price).toBe(14.95);
    expect(foreign.extension_attributes.tax_adjustments.final_price).toBe(14.95);
  });
});

it('refuses to price nothing', () => {
  expect(() => renderPriceInfo([], nlBe)).toThrow(/at least one product/);
});
