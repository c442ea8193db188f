import type { TaxRuleDocument } from '@shop/contracts';

/**
 * seed 000 §6: 'Tax may depend on the user's group id when a group tax setting is configured.' With the
 * setting on, only the rules of the user's group apply, as Vue Storefront matches them: the group id is
 * among the rule's customer_tax_class_ids. A group no rule names pays no tax (seed 000 §5: no rule, no tax).
 * Without a group, every rule applies.
 */
export function userGroupTaxRules(
  rules: readonly TaxRuleDocument[],
  userGroupId: number | null,
): readonly TaxRuleDocument[] {
  if (userGroupId === null) return rules;
  return rules.filter((rule) => rule.customer_tax_class_ids.includes(userGroupId));
}

/**
 * The user group a price is taxed as (seed 000 §6, §7 'userGroupId (when group tax is active)'): none while
 * the group tax setting is off, so every rule applies; with it on (the setting names the guests' group, as
 * Vue Storefront's tax.userGroupId), a logged-in customer is taxed as their own group and a guest as the
 * setting's group.
 *
 * @param groupTaxSetting the configured group of guests, or null when group tax is off
 * @param customerGroupId the logged-in customer's group, or null for a guest
 */
export function taxUserGroupId(
  groupTaxSetting: number | null,
  customerGroupId: number | null,
): number | null {
  if (groupTaxSetting === null) return null;
  return customerGroupId ?? groupTaxSetting;
}
