import type { StoreCode } from '@shop/store-views';
import { calendarDate } from './dates';

/**
 * How a shopper pays an order by bank transfer ('Overschrijving of factuur', the platform's `checkmo` method):
 * to the shop's account, the order's grand total, with a reference the shop's bookkeeping matches the payment
 * to its order by, before a due date. The graph shows it and the platform mails it: both compute it here, so
 * the confirmation page and the mail never disagree.
 */

/** The account a bank transfer pays into. */
export interface BankAccount {
  /** Electronic format: no spaces, upper case. */
  iban: string;
  bic: string;
  beneficiary: string;
}

/**
 * The demo shop's account, until configuration names the real one (BANK_TRANSFER_IBAN, _BIC, _BENEFICIARY).
 * The IBAN is the example the Belgian banks publish for documentation: its check digits are valid, so forms
 * and banking apps accept it in a demo, and it is nobody's account.
 */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  iban: 'BE68539007547034',
  bic: 'DEMOBEB1',
  beneficiary: 'Clavis (demo)',
};

/**
 * Days a shopper has to pay a bank transfer, from the day the order was placed. Two weeks: long enough for a
 * school's administration to pay the invoice in its weekly payment run and for a SEPA transfer (at most one
 * banking day) to arrive, short enough that the books set aside for the order are not held for a month.
 */
export const BANK_TRANSFER_PAYMENT_DAYS = 14;

/** How a payment's reference is written. */
export type PaymentReferenceKind = 'BELGIAN_STRUCTURED' | 'ORDER_NUMBER';

export interface PaymentReference {
  kind: PaymentReferenceKind;
  /** What the shopper types in the transfer's reference field. */
  reference: string;
}

/** What the shopper needs to pay an order by bank transfer. */
export interface BankTransferInstructions extends BankAccount, PaymentReference {
  /** The grand total, in the order's currency. */
  amount: number;
  /** The last day to pay (YYYY-MM-DD, the shop's calendar). */
  dueDate: string;
}

const STRUCTURED_DIGITS = 10;

/** The remainder of a string of digits divided by 97, digit by digit (an IBAN's number exceeds 2^53). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * The two check digits of a Belgian structured reference ('gestructureerde mededeling'): the ten digits modulo
 * 97, and 97 when that is 0 (a reference never ends in 00).
 */
export function belgianCheckDigits(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new RangeError(`Not ten digits: '${tenDigits}'`);
  return String(mod97(tenDigits) || 97).padStart(2, '0');
}

/** Ten digits and their check digits as the banks print them: +++123/4567/89002+++. */
export function belgianStructuredReference(tenDigits: string): string {
  const digits = tenDigits + belgianCheckDigits(tenDigits);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Whether a text is a structured reference with valid check digits (+++ or ***, as Belgian banks accept). */
export function isValidBelgianStructuredReference(text: string): boolean {
  const match = /^(\+{3}|\*{3})(\d{3})\/(\d{4})\/(\d{5})\1$/.exec(text.trim());
  if (!match) return false;
  const digits = `${match[2]}${match[3]}${match[4]}`;
  return belgianCheckDigits(digits.slice(0, STRUCTURED_DIGITS)) === digits.slice(STRUCTURED_DIGITS);
}

/**
 * An order's structured reference: the digits of its number, zero-padded to ten (Magento's increment ids are
 * nine digits; a longer number keeps its last ten), so the same order always has the same reference and the
 * bookkeeping reads the order number back from it.
 */
export function structuredReferenceOfOrder(orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, '').slice(-STRUCTURED_DIGITS);
  return belgianStructuredReference(digits.padStart(STRUCTURED_DIGITS, '0'));
}

/** The store views whose shoppers pay from Belgian banks, which all read a structured reference. */
const BELGIAN_STORES: readonly StoreCode[] = ['nl-be', 'en-be'];

/**
 * The reference an order is paid with. Belgian shoppers (nl-be, en-be) get the structured reference, which their
 * banks check as it is typed. Elsewhere the order number itself: Dutch banks know no structured reference open
 * to every shop (their 'betalingskenmerk' needs a contract with the bank), and a transfer from Rwanda in
 * dollars goes through correspondent banks that keep a plain reference but may drop its symbols; the order
 * number is what the shopper reads on the confirmation and what the bookkeeping looks up.
 */
export function paymentReferenceOf(orderNumber: string, store: StoreCode): PaymentReference {
  return BELGIAN_STORES.includes(store)
    ? { kind: 'BELGIAN_STRUCTURED', reference: structuredReferenceOfOrder(orderNumber) }
    : { kind: 'ORDER_NUMBER', reference: orderNumber };
}

/** The last day to pay an order placed at `placedAt`: BANK_TRANSFER_PAYMENT_DAYS later, in the shop's calendar. */
export function paymentDueDate(placedAt: Date, days: number = BANK_TRANSFER_PAYMENT_DAYS): string {
  const [year, month, day] = calendarDate(placedAt).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** An IBAN in electronic format (spaces dropped, upper case). */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN as it is printed for people to read and type: in groups of four. */
export function printedIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether an IBAN is well formed and its check digits hold (ISO 13616: the rearranged number mod 97 is 1). */
export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  return mod97(rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))) === 1;
}

/** Whether a BIC is well formed (ISO 9362: bank, country, location, optional branch). */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.trim().toUpperCase());
}

export interface BankTransferOrder {
  number: string;
  placedAt: Date;
  grandTotal: number;
  store: StoreCode;
}

/** Everything a shopper needs to pay an order by bank transfer. */
export function bankTransferInstructions(
  account: BankAccount,
  order: BankTransferOrder,
): BankTransferInstructions {
  return {
    ...account,
    ...paymentReferenceOf(order.number, order.store),
    amount: order.grandTotal,
    dueDate: paymentDueDate(order.placedAt),
  };
}
