import type { ServerCartItem } from '@shop/contracts';

/**
 * seed 000 §4 'Cart token': 'On login the coupon is removed, the cart connected without quantity merge, and the
 * coupon reapplied.' Joining a guest cart to a customer's cart at login, as a plan of platform calls:
 * - a guest line the customer's cart lacks is added with the guest's quantity;
 * - a line both carts have takes the guest's quantity, the one the shopper chose last ('client quantity
 *   pushed', seed 000 §4 'Cart sync'), never the sum of both ('without quantity merge');
 * - a line only the customer's cart has stays as it is: no line is ever removed;
 * - lines are the same when sku AND chosen options are the same: a configurable book in another
 *   configuration is another line, and keeps its options (Vue Storefront #4641 turned such lines into the
 *   default variant at exactly this step);
 * - the coupon of the guest cart, else the customer's own, is removed first and applied again last.
 */
export interface CartMergePlan {
  /** Guest lines to add to the customer's cart (their sku, quantity and options). */
  add: MergeLine[];
  /** Lines of the customer's cart whose quantity becomes the guest's. */
  setQty: { itemId: number; sku: string; qty: number }[];
  /** The coupon to remove before and apply after the lines, when there is one. */
  coupon: string | null;
}

export interface MergeLine {
  sku: string;
  qty: number;
  productOption?: unknown;
}

export function planCartMerge(
  guest: { items: readonly ServerCartItem[]; coupon: string | null },
  customer: { items: readonly ServerCartItem[]; coupon: string | null },
): CartMergePlan {
  const customerLines = new Map(customer.items.map((item) => [lineKey(item), item]));
  const add: MergeLine[] = [];
  const setQty: CartMergePlan['setQty'] = [];
  for (const item of guest.items) {
    const existing = customerLines.get(lineKey(item));
    if (!existing) {
      add.push({
        sku: item.sku,
        qty: item.qty,
        ...(item.product_option === undefined ? {} : { productOption: item.product_option }),
      });
    } else if (existing.qty !== item.qty) {
      setQty.push({ itemId: existing.item_id, sku: existing.sku, qty: item.qty });
    }
  }
  return { add, setQty, coupon: guest.coupon ?? customer.coupon };
}

/** A line is its sku and its chosen options; options compare whatever order their keys were written in. */
export function lineKey(item: Pick<ServerCartItem, 'sku' | 'product_option'>): string {
  return `${item.sku}\u0000${canonicalJson(item.product_option ?? null)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
