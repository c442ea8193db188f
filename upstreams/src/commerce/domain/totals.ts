import type { CartTotals, TotalsItem } from '@shop/contracts';
import { b2bDiscount } from '@shop/pricing';
import { roundToCents as roundMoney } from '@shop/store-views';
import { rowDiscounts, type CartDiscount } from './coupons';

/** A cart line as totals see it: the unit price including tax and the tax percent that applies to it. */
export interface TotalsLine {
  item_id: number;
  name: string;
  qty: number;
  unitPriceInclTax: number;
  /** The line's tax percent; for a line without exclTax also the rate its tax is taken out at. */
  taxPercent: number;
  /**
   * A grouped or bundle product's amounts excluding tax, in the store currency, rounded: its parts are each
   * taxed at their own tax class (seed 000 §5), so no single rate takes its tax out of its price. `price`
   * is the composite's finalExclTax of @shop/pricing, `rowTotal` that times qty, rounded once.
   */
  exclTax?: CompositeExclTax;
  options?: string;
}

export interface CompositeExclTax {
  price: number;
  rowTotal: number;
}

/** The chosen shipping method's charge, incl. tax, in the store currency. */
export interface ShippingCharge {
  title: string;
  amountInclTax: number;
  taxPercent: number;
}

/** The customer's B2B discount settings (seed 000 §6), the threshold in the store currency. */
export interface B2bDiscountSettings {
  groupId: number | null;
  percent: number;
  threshold: number;
}

/** What the checkout adds to the cart's totals. */
export interface TotalsExtras {
  shipping?: ShippingCharge;
  b2b?: B2bDiscountSettings;
}

export interface TotalsCurrency {
  base: string;
  quote: string;
}

/**
 * The cart totals of the commerce platform (GET /api/cart/totals). Source prices include tax (seed 000 §9),
 * so the tax of a row is taken out of its price: row incl. tax = unit × qty, row excl. tax = that ÷ (1 + rate)
 * (a composite's: its parts' excl. tax amounts, see TotalsLine.exclTax), tax = incl. − excl., each rounded
 * to cents; totals are sums of the rounded rows.
 *
 * A coupon's discount is taken from the rows including tax (see coupons.ts) and the tax is computed after
 * the discount, Magento's default ('Apply Customer Tax: After Discount'): a discounted row's tax is the tax
 * in what the shopper pays for it. `discount_amount` is negative and includes tax, as the shopper sees it;
 * `subtotal` stays the rows excl. tax before the discount, so grand total = subtotal incl. tax + discount.
 *
 * The checkout adds (extras) the chosen shipping method's charge, with its tax, and for a B2B customer the
 * B2B discount of @shop/pricing on what the rows come to after the coupon, as its own `b2b_discount`
 * segment; the rows' tax shrinks in proportion, as it does for a discount after tax.
 */
export function cartTotals(
  lines: readonly TotalsLine[],
  currency: TotalsCurrency,
  discount?: CartDiscount,
  extras: TotalsExtras = {},
): CartTotals {
  const rowsInclTax = lines.map((line) => roundMoney(line.unitPriceInclTax * line.qty));
  const discounts = discount ? rowDiscounts(rowsInclTax, discount) : lines.map(() => 0);
  const items = lines.map((line, index) => totalsItem(line, discounts[index] ?? 0));
  const subtotal = roundMoney(sum(items.map((item) => item.row_total)));
  const subtotalInclTax = roundMoney(sum(items.map((item) => item.row_total_incl_tax)));
  const rowsTax = roundMoney(sum(items.map((item) => item.tax_amount)));
  // 0 rather than -0 when nothing is discounted.
  const discountAmount = discount ? -roundMoney(sum(items.map((item) => item.discount_amount))) : 0;
  const afterDiscount = roundMoney(subtotalInclTax + discountAmount);
  const b2b = extras.b2b
    ? b2bDiscount({
        groupId: extras.b2b.groupId,
        amountAfterDiscount: afterDiscount,
        percent: extras.b2b.percent,
        threshold: extras.b2b.threshold,
      })
    : 0;
  const rowsTaxAfterB2b =
    b2b === 0 || afterDiscount === 0
      ? rowsTax
      : roundMoney((rowsTax * (afterDiscount - b2b)) / afterDiscount);
  const shipping = extras.shipping;
  const shippingInclTax = shipping ? roundMoney(shipping.amountInclTax) : 0;
  const shippingTax = shipping
    ? roundMoney(shippingInclTax - shippingInclTax / (1 + shipping.taxPercent / 100))
    : 0;
  const taxAmount = roundMoney(rowsTaxAfterB2b + shippingTax);
  const grandTotal = roundMoney(afterDiscount - b2b + shippingInclTax);
  const totals: CartTotals = {
    grand_total: grandTotal,
    subtotal,
    subtotal_incl_tax: subtotalInclTax,
    tax_amount: taxAmount,
    discount_amount: discountAmount,
    shipping_incl_tax: shippingInclTax,
    base_currency_code: currency.base,
    quote_currency_code: currency.quote,
    items_qty: sum(items.map((item) => item.qty)),
    items,
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: subtotal },
      ...(discount
        ? [{ code: 'discount', title: `Discount (${discount.code})`, value: discountAmount }]
        : []),
      ...(b2b > 0 ? [{ code: 'b2b_discount', title: 'B2B discount', value: -b2b }] : []),
      ...(shipping
        ? [{ code: 'shipping', title: `Shipping & Handling (${shipping.title})`, value: shippingInclTax }]
        : []),
      { code: 'tax', title: 'Tax', value: taxAmount },
      { code: 'grand_total', title: 'Grand Total', value: grandTotal },
    ],
  };
  if (discount) totals.coupon_code = discount.code;
  return totals;
}

function totalsItem(line: TotalsLine, discount: number): TotalsItem {
  const factor = 1 + line.taxPercent / 100;
  const rowTotalInclTax = roundMoney(line.unitPriceInclTax * line.qty);
  // A composite's parts carry their own rates: its excl. tax share of a row amount is the one of its full row.
  const exclTaxOf = (inclTax: number) =>
    line.exclTax
      ? rowTotalInclTax === 0
        ? 0
        : (inclTax * line.exclTax.rowTotal) / rowTotalInclTax
      : inclTax / factor;
  const rowTotal = roundMoney(line.exclTax?.rowTotal ?? exclTaxOf(rowTotalInclTax));
  const paidInclTax = roundMoney(rowTotalInclTax - discount);
  const paidExclTax = discount === 0 ? rowTotal : roundMoney(exclTaxOf(paidInclTax));
  return {
    item_id: line.item_id,
    name: line.name,
    qty: line.qty,
    price: roundMoney(line.exclTax?.price ?? line.unitPriceInclTax / factor),
    price_incl_tax: roundMoney(line.unitPriceInclTax),
    row_total: rowTotal,
    row_total_incl_tax: rowTotalInclTax,
    tax_amount: roundMoney(paidInclTax - paidExclTax),
    tax_percent: line.taxPercent,
    discount_amount: discount,
    options: line.options ?? '[]',
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
