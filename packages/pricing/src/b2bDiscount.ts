import { roundToCents } from '@shop/store-views';

/** seed 000 §6: 'Ids 7, 10, 11, 12 are B2B groups.' */
export const B2B_GROUP_IDS: readonly number[] = [7, 10, 11, 12];

/** seed 000 §6: 'A B2B customer gets a discount on orders above 150 euro after discount.' */
export const B2B_DISCOUNT_THRESHOLD_EUR = 150;

/**
 * The seed names no rate for the B2B discount: 5 % is the shop's default until the publisher names one.
 * The commerce platform reads its rate from configuration (COMMERCE_B2B_DISCOUNT_PERCENT).
 */
export const DEFAULT_B2B_DISCOUNT_PERCENT = 5;

/** seed 000 §6: whether a customer group is one of the B2B groups. */
export function isB2bGroup(groupId: number | null | undefined): boolean {
  return groupId !== null && groupId !== undefined && B2B_GROUP_IDS.includes(groupId);
}

export interface B2bDiscountInput {
  /** The customer's group; null or undefined for a guest. */
  groupId: number | null | undefined;
  /** What the order comes to after the other discounts (coupons), incl. tax, before shipping. */
  amountAfterDiscount: number;
  /** The rate in percent; DEFAULT_B2B_DISCOUNT_PERCENT when not given. */
  percent?: number;
  /**
   * The 150 euro threshold in the amount's currency (a store view in another currency converts it);
   * B2B_DISCOUNT_THRESHOLD_EUR when not given.
   */
  threshold?: number;
}

/**
 * The B2B discount of an order (seed 000 §6), a positive amount rounded to cents, 0 when none applies:
 * only B2B groups, and only 'above' the threshold, so an order of exactly 150.00 gets none.
 */
export function b2bDiscount({
  groupId,
  amountAfterDiscount,
  percent = DEFAULT_B2B_DISCOUNT_PERCENT,
  threshold = B2B_DISCOUNT_THRESHOLD_EUR,
}: B2bDiscountInput): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A B2B discount percent is between 0 and 100, not ${percent}`);
  if (!Number.isFinite(amountAfterDiscount))
    throw new RangeError(`An order amount is a number, not ${amountAfterDiscount}`);
  if (!isB2bGroup(groupId)) return 0;
  if (roundToCents(amountAfterDiscount) <= threshold) return 0;
  return roundToCents((amountAfterDiscount * percent) / 100);
}
