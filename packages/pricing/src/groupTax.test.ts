import { FIXTURE_TAX_CLASS, FIXTURE_TAX_RULES, pricedBookFixture, taxRuleFixture } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { priceAmounts } from './amounts';
import { taxUserGroupId, userGroupTaxRules } from './groupTax';

/** The fixture rules are for customer tax class 3 (Magento's 'Retail Customer'). */
const RULES = FIXTURE_TAX_RULES;
const RETAIL = 3;
const FOREIGN = 8;
const B2B = 7;

describe("tax rules of the user's group (seed 000 §6)", () => {
  it('without a group every rule applies', () => {
    expect(userGroupTaxRules(RULES, null)).toBe(RULES);
  });

  it('with a group only the rules naming it apply; a group no rule names pays no tax', () => {
    expect(userGroupTaxRules(RULES, RETAIL)).toEqual(RULES);
    expect(userGroupTaxRules(RULES, FOREIGN)).toEqual([]);
  });

  it('keeps the rules of a group named among others and leaves out the rest', () => {
    const b2bBooks = {
      ...taxRuleFixture(7, [FIXTURE_TAX_CLASS.books], [['BE', 0]]),
      customer_tax_class_ids: [B2B, 10],
    };
    const rules = [...RULES, b2bBooks];
    expect(userGroupTaxRules(rules, B2B)).toEqual([b2bBooks]);
    expect(userGroupTaxRules(rules, RETAIL)).toEqual(RULES);
  });

  it('changes the price excluding tax of a book: 14.95 with 6% BE for the retail group, untaxed for group 8', () => {
    const settings = (userGroupId: number | null) => ({
      taxRules: userGroupTaxRules(RULES, userGroupId),
      location: { country: 'BE' },
      today: '2025-06-01',
    });
    // 14.95 / 1.06 = 14.10377...
    expect(priceAmounts(pricedBookFixture(), settings(RETAIL)).finalExclTax).toBeCloseTo(14.10377, 5);
    expect(priceAmounts(pricedBookFixture(), settings(FOREIGN)).finalExclTax).toBe(14.95);
    expect(priceAmounts(pricedBookFixture(), settings(null)).finalExclTax).toBeCloseTo(14.10377, 5);
  });
});

describe('the user group a price is taxed as (seed 000 §6, §7)', () => {
  it('is none while group tax is off, whoever asks', () => {
    expect(taxUserGroupId(null, null)).toBeNull();
    expect(taxUserGroupId(null, FOREIGN)).toBeNull();
  });

  it("with group tax on, is the setting's group for a guest and the customer's own group otherwise", () => {
    expect(taxUserGroupId(RETAIL, null)).toBe(RETAIL);
    expect(taxUserGroupId(RETAIL, FOREIGN)).toBe(FOREIGN);
    // A general customer (group 0) is a customer: taxed as group 0, not as a guest.
    expect(taxUserGroupId(RETAIL, 0)).toBe(0);
  });
});
