import { describe, expect, it } from 'vitest';
import type { CartTotals, OrderAddress } from '@shop/contracts';
import { DEMO_BANK_ACCOUNT } from '@shop/pricing';
import { STORE_VIEWS } from '@shop/store-views';
import { orderConfirmationMail, type ConfirmationMailInput } from './confirmationMail';

const address: OrderAddress = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3', '2 | achterhuis'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
};
const totals = {
  items: [{ name: 'De kleine ijsbeer', qty: 2, price_incl_tax: 14.99, row_total_incl_tax: 29.98 }],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 29.98 },
    { code: 'shipping', title: 'Shipping & Handling (Flat Rate)', value: 0 },
    { code: 'grand_total', title: 'Grand Total', value: 29.98 },
  ],
  grand_total: 29.98,
} as unknown as CartTotals;

const input = (paymentMethodCode: string, store: 'nl-be' | 'nl-nl' = 'nl-be'): ConfirmationMailInput => ({
  from: 'klantenservice@example.com',
  to: 'lotte.maes@example.com',
  orderNumber: '000000041',
  placedAt: new Date('2026-03-05T09:07:00Z'),
  totals,
  shippingAddress: address,
  billingAddress: { ...address, company: 'Basisschool De Linde' },
  shippingMethod: 'Flat Rate',
  paymentMethodCode,
  bankAccount: DEMO_BANK_ACCOUNT,
  storeView: STORE_VIEWS[store],
});

describe('order confirmation mail', () => {
  it('lists the lines, both addresses, the methods and the totals', () => {
    const { subject, text } = orderConfirmationMail(input('cashondelivery'));
    expect(subject).toBe('Order #000000041');
    expect(text).toContain('2 × De kleine ijsbeer: €\u00a029,98 (€\u00a014,99 each)');
    expect(text).toContain('Shipping address:\nLotte Maes\nVeldstraat 3\n2 | achterhuis\n9000 Gent\nBE');
    expect(text).toContain('Billing address:\nLotte Maes\nBasisschool De Linde\nVeldstraat 3');
    expect(text).toContain('Shipping method: Flat Rate\nPayment method: Cash On Delivery');
    expect(text).toContain('Grand Total: €\u00a029,98');
    expect(text).not.toContain('IBAN');
  });

  it("a bank transfer's mail says how to pay: amount, account, structured reference, 14 days", () => {
    const { text } = orderConfirmationMail(input('checkmo'));
    expect(text).toContain('Payment method: Bank transfer / invoice');
    expect(text).toContain(
      [
        'Please pay by bank transfer:',
        'Amount: €\u00a029,98',
        'IBAN: BE68 5390 0754 7034',
        'BIC: DEMOBEB1',
        'Beneficiary: Clavis (demo)',
        // 41 mod 97 = 41
        'Structured reference: +++000/0000/04141+++',
        'Pay by: 2026-03-19',
      ].join('\n'),
    );
  });

  it('a Dutch store view pays with the order number as reference', () => {
    expect(orderConfirmationMail(input('checkmo', 'nl-nl')).text).toContain('Reference: 000000041');
  });
});
