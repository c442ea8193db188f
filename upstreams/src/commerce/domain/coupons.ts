import { roundToCents as roundMoney } from '@shop/store-views';

/**
 * A cart price rule with a coupon code (Magento's sales rule, the two actions the demo shop uses):
 * `by_percent` takes a percentage off the subtotal including tax, `cart_fixed` a fixed euro amount off the
 * whole cart (converted for stores in another currency).
 */
export interface Coupon {
  code: string;
  action: 'by_percent' | 'cart_fixed';
  /** The percentage, or the euro amount. */
  amount: number;
}

/** The demo shop's coupons (documented in the upstreams README). Configuration-free on purpose: tests and demos count on them. */
export const DEMO_COUPONS: readonly Coupon[] = [
  { code: 'LEESFEEST10', action: 'by_percent', amount: 10 },
  { code: 'WELKOM5', action: 'cart_fixed', amount: 5 },
];

/** Magento compares coupon codes without regard to case; the code is stored and shown as the rule spells it. */
export function findCoupon(code: string, coupons: readonly Coupon[] = DEMO_COUPONS): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons.find((coupon) => coupon.code.toUpperCase() === wanted);
}

/** A coupon as the totals apply it: a fixed amount already in the cart's currency. */
export interface CartDiscount {
  code: string;
  action: Coupon['action'];
  amount: number;
}

/**
 * The discount of each row, in cents, from the rows' totals including tax: the cart's discount (a
 * percentage of the subtotal, or the fixed amount but never more than the subtotal) rounded once and shared
 * over the rows in proportion to their totals, each share rounded so that the shares add up to the
 * discount exactly (Magento's rounding deltas do the same).
 */
export function rowDiscounts(rowTotalsInclTax: readonly number[], discount: CartDiscount): number[] {
  const subtotal = roundMoney(rowTotalsInclTax.reduce((total, row) => total + row, 0));
  if (subtotal <= 0) return rowTotalsInclTax.map(() => 0);
  const total =
    discount.action === 'by_percent'
      ? roundMoney((subtotal * discount.amount) / 100)
      : Math.min(roundMoney(discount.amount), subtotal);
  let sharedBefore = 0;
  let runningRows = 0;
  return rowTotalsInclTax.map((row) => {
    runningRows += row;
    const sharedUpToHere = roundMoney((total * runningRows) / subtotal);
    const share = roundMoney(sharedUpToHere - sharedBefore);
    sharedBefore = sharedUpToHere;
    return share;
  });
}
