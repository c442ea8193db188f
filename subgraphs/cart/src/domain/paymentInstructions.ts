import { bankTransferInstructions, type BankAccount, type PaymentReferenceKind } from '@shop/pricing';
import type { StoreCode } from '@shop/store-views';
import { isBankTransfer } from './checkout/methods';
import { money, type Money } from './totals';

/** How to pay an order by bank transfer, as the graph answers it (BankTransferInstructions). */
export interface PaymentInstructionsView {
  iban: string;
  bic: string;
  beneficiary: string;
  amount: Money;
  reference: string;
  referenceKind: PaymentReferenceKind;
  dueDate: string;
}

/** An order paid by bank transfer waits for the transfer while it is pending; then the shop marks it paid. */
const AWAITING_TRANSFER = 'pending';

export interface PayableOrder {
  number: string;
  /** When it was placed (ISO 8601). */
  createdAt: string;
  paymentMethodCode: string | null;
  /** The platform's status; undefined for an order just placed. */
  status?: string;
  grandTotal: Money;
  store: StoreCode;
}

/**
 * How to pay an order: for the bank transfer or invoice method (checkmo) while the transfer is awaited, the
 * shop's account, the grand total, the order's reference and due date (the rules of @shop/pricing, which the
 * platform's mail uses too); null for any other method, or once the order is paid or cancelled.
 */
export function orderPaymentInstructions(
  order: PayableOrder,
  account: BankAccount,
): PaymentInstructionsView | null {
  if (!isBankTransfer(order.paymentMethodCode)) return null;
  if (order.status !== undefined && order.status !== AWAITING_TRANSFER) return null;
  const placedAt = new Date(order.createdAt);
  if (Number.isNaN(placedAt.getTime())) return null;
  const { amount, kind, ...rest } = bankTransferInstructions(account, {
    number: order.number,
    placedAt,
    grandTotal: order.grandTotal.value,
    store: order.store,
  });
  return { ...rest, referenceKind: kind, amount: money(amount, order.grandTotal.currency) };
}
