import { describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNT } from '@shop/pricing';
import { orderPaymentInstructions, type PayableOrder } from './paymentInstructions';

const order: PayableOrder = {
  number: '1234567890',
  createdAt: '2026-03-05T09:07:00.000Z',
  paymentMethodCode: 'checkmo',
  status: 'pending',
  grandTotal: { value: 26.98, currency: 'EUR' },
  store: 'nl-be',
};

describe('payment instructions of an order', () => {
  it("a pending bank-transfer order: the account, the grand total, the issue's reference, 14 days on", () => {
    expect(orderPaymentInstructions(order, DEMO_BANK_ACCOUNT)).toEqual({
      iban: 'BE68539007547034',
      bic: 'DEMOBEB1',
      beneficiary: 'Clavis (demo)',
      amount: { value: 26.98, currency: 'EUR' },
      reference: '+++123/4567/89002+++',
      referenceKind: 'BELGIAN_STRUCTURED',
      dueDate: '2026-03-19',
    });
  });

  it('an order just placed (no status yet) has them too; nl-nl pays with the order number', () => {
    const { status: _status, ...placed } = order;
    expect(orderPaymentInstructions({ ...placed, store: 'nl-nl' }, DEMO_BANK_ACCOUNT)).toMatchObject({
      reference: '1234567890',
      referenceKind: 'ORDER_NUMBER',
    });
  });

  it('none for another method, or once the order is paid or cancelled', () => {
    expect(
      orderPaymentInstructions({ ...order, paymentMethodCode: 'cashondelivery' }, DEMO_BANK_ACCOUNT),
    ).toBeNull();
    expect(orderPaymentInstructions({ ...order, paymentMethodCode: null }, DEMO_BANK_ACCOUNT)).toBeNull();
    expect(orderPaymentInstructions({ ...order, status: 'processing' }, DEMO_BANK_ACCOUNT)).toBeNull();
    expect(orderPaymentInstructions({ ...order, status: 'canceled' }, DEMO_BANK_ACCOUNT)).toBeNull();
  });
});
