import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import type { AnalyticsCartLine } from '@/shared/analytics/dataLayer';
import { segmentsInclTax } from '@/shared/cart/totalSegments';
import type { MoneyValue } from '@/shared/format/price';
import type { OrderDetailsView } from '@/shared/order/orderDetails';
import type { PaymentInstructions_InstructionsFragment } from '@/shared/order/PaymentInstructions.generated';
import type { PlacedOrderLines } from './domain/placedOrderDetails';

/**
 * The order just placed, as the confirmation page shows it: the placed order's own fields and the totals the
 * shopper agreed to. In sessionStorage, so the confirmation survives a reload of this tab (and a guest's reload
 * shows the order without placing anything again) and is gone with the tab.
 */
export interface PlacedOrderRecord {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  accountCreated: boolean;
  grandTotal: MoneyValue;
  segments: { code: string; title: string; value: MoneyValue }[];
  /**
   * The lines, addresses and methods as the checkout sent them, and how to pay (placeOrder's answer). Absent
   * from a record an older build kept: the confirmation then shows the totals only.
   */
  details?: PlacedOrderLines & Pick<OrderDetailsView, 'paymentInstructions'>;
}

/**
 * A card payment waiting for the shopper at the issuer (a redirect): what the return address needs to finish it
 * (seed 000 §3 Payment state 'orderId') and to confirm the order afterwards.
 */
export interface PendingPayment {
  order: PlacedOrderRecord;
  /** The guest cart the order is of; null for a customer's cart (the session's). */
  cartId: string | null;
  /** Whether a guest placed it (a guest's payment needs the guest cart id). */
  guest: boolean;
  /** The lines for the purchase event, sent once the payment is authorised. */
  lines: AnalyticsCartLine[];
}

const placedKey = (number: string) => `shop/placed-order/${number}`;
const pendingKey = (store: StoreCode) => `shop/store-${STORE_VIEWS[store].storeId}/pending-payment`;

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked: the confirmation shows what the page still knows
  }
}

export function savePlacedOrder(order: PlacedOrderRecord): void {
  write(placedKey(order.number), order);
}

export function readPlacedOrder(number: string): PlacedOrderRecord | null {
  const order = read<PlacedOrderRecord>(placedKey(number));
  return order && order.number === number && typeof order.id === 'string' ? order : null;
}

export function savePendingPayment(store: StoreCode, pending: PendingPayment | null): void {
  write(pendingKey(store), pending);
}

export function readPendingPayment(store: StoreCode): PendingPayment | null {
  const pending = read<PendingPayment>(pendingKey(store));
  return pending && typeof pending.order?.id === 'string' ? pending : null;
}

/** A placed order as the graph answers it. */
export type PlacedOrderFields = Omit<
  PlacedOrderRecord,
  'grandTotal' | 'segments' | 'createdAt' | 'details'
> & {
  createdAt: string | null;
  paymentInstructions?: PaymentInstructions_InstructionsFragment | null;
};

/** What the confirmation keeps of a placed order and the totals it was placed with. */
export function placedOrderRecordOf(
  order: PlacedOrderFields,
  totals: {
    grandTotal: MoneyValue;
    subtotalInclTax?: MoneyValue;
    segments: readonly { code: string; title: string; value: MoneyValue }[];
  },
  lines?: PlacedOrderLines,
): PlacedOrderRecord {
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    // seed 000 §4 'on success the order time is stamped': the platform's time when it gave one (a card order's
    // extension gives none), else the moment the shop learnt of the order.
    createdAt: order.createdAt ?? new Date().toISOString(),
    accountCreated: order.accountCreated,
    grandTotal: { value: totals.grandTotal.value, currency: totals.grandTotal.currency },
    segments: segmentsInclTax(totals.segments, totals.subtotalInclTax).map((segment) => ({
      code: segment.code,
      title: segment.title,
      value: { value: segment.value.value, currency: segment.value.currency },
    })),
    ...(lines && {
      details: { ...lines, paymentInstructions: withoutTypename(order.paymentInstructions ?? null) },
    }),
  };
}

/** The instructions as placeOrder answered them, without the cache's __typename. */
function withoutTypename(
  instructions: (OrderDetailsView['paymentInstructions'] & { __typename?: string }) | null,
): OrderDetailsView['paymentInstructions'] {
  if (!instructions) return null;
  const { __typename: _type, amount, ...rest } = instructions;
  return { ...rest, amount: { value: amount.value, currency: amount.currency } };
}
