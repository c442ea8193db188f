import { PAYMENT_METHOD_CODES, type CartTotals, type OrderAddress } from '@shop/contracts';
import { bankTransferInstructions, printedIban, type BankAccount } from '@shop/pricing';
import type { StoreView } from '@shop/store-views';
import { paymentMethodTitle } from '../domain/orderDetails';
import type { Mail } from '../mail/outbox';

export interface ConfirmationMailInput {
  from: string;
  to: string;
  orderNumber: string;
  placedAt: Date;
  totals: CartTotals;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  /** The chosen shipping method's title. */
  shippingMethod: string;
  paymentMethodCode: string;
  /** The account a bank transfer pays into. */
  bankAccount: BankAccount;
  storeView: Pick<StoreView, 'code' | 'locale' | 'currency'>;
}

/**
 * The order confirmation the platform mails when an order is placed (seed 000 §7 Mail service): what the
 * confirmation page shows, so the shopper keeps it: the lines, the addresses, the methods, the total segments,
 * and for a bank transfer how to pay (the same instructions as the graph's, from @shop/pricing). Amounts in the
 * store view's format.
 */
export function orderConfirmationMail(input: ConfirmationMailInput): Mail {
  const { orderNumber, totals, storeView } = input;
  const money = new Intl.NumberFormat(storeView.locale, { style: 'currency', currency: storeView.currency });
  const lines = totals.items.map(
    (item) =>
      `${item.qty} × ${item.name}: ${money.format(item.row_total_incl_tax)} (${money.format(item.price_incl_tax)} each)`,
  );
  const segments = totals.total_segments.map((segment) => `${segment.title}: ${money.format(segment.value)}`);
  const sections = [
    [`Order #${orderNumber}`],
    lines,
    ['Shipping address:', ...addressLines(input.shippingAddress)],
    ['Billing address:', ...addressLines(input.billingAddress)],
    [
      `Shipping method: ${input.shippingMethod}`,
      `Payment method: ${paymentMethodTitle(input.paymentMethodCode)}`,
    ],
    segments,
  ];
  if (input.paymentMethodCode === PAYMENT_METHOD_CODES.bankTransfer) {
    const pay = bankTransferInstructions(input.bankAccount, {
      number: orderNumber,
      placedAt: input.placedAt,
      grandTotal: totals.grand_total,
      store: storeView.code,
    });
    sections.push([
      'Please pay by bank transfer:',
      `Amount: ${money.format(pay.amount)}`,
      `IBAN: ${printedIban(pay.iban)}`,
      `BIC: ${pay.bic}`,
      `Beneficiary: ${pay.beneficiary}`,
      `${pay.kind === 'BELGIAN_STRUCTURED' ? 'Structured reference' : 'Reference'}: ${pay.reference}`,
      `Pay by: ${pay.dueDate}`,
    ]);
  }
  return {
    sourceAddress: input.from,
    targetAddress: input.to,
    subject: `Order #${orderNumber}`,
    text: sections.map((section) => section.join('\n')).join('\n\n'),
  };
}

/** An address as a letter has it: name, company, the street lines, postcode and city, country. */
function addressLines(address: OrderAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    ...address.street,
    `${address.postcode} ${address.city}`,
    address.country_id,
  ].filter((line) => line.trim() !== '');
}
