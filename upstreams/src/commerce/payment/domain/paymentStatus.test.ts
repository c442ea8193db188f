import { describe, expect, it } from 'vitest';
import { isFinalResultCode, orderStatusAfterPayment, paymentStatusOf } from './paymentStatus';

describe('payment results', () => {
  it('ends with Authorised, Refused, Cancelled or Error', () => {
    expect(
      ['Authorised', 'Refused', 'Cancelled', 'Error'].every((code) => isFinalResultCode(code as never)),
    ).toBe(true);
    expect(isFinalResultCode('RedirectShopper')).toBe(false);
    expect(isFinalResultCode('Received')).toBe(false);
  });

  it('moves the order: authorised is processing, refused is canceled, a 3DS2 check keeps pending_payment', () => {
    expect(orderStatusAfterPayment('Authorised')).toBe('processing');
    expect(orderStatusAfterPayment('Refused')).toBe('canceled');
    expect(orderStatusAfterPayment('Error')).toBe('canceled');
    expect(orderStatusAfterPayment('RedirectShopper')).toBe('pending_payment');
    expect(orderStatusAfterPayment('ChallengeShopper')).toBe('pending_payment');
  });

  it('answers the action only while the shopper must act', () => {
    const action = { type: 'redirect', url: 'https://issuer.example/3ds' };
    expect(paymentStatusOf({ resultCode: 'RedirectShopper', action })).toEqual({
      isFinal: false,
      resultCode: 'RedirectShopper',
      action,
    });
    expect(paymentStatusOf({ resultCode: 'Refused', refusalReason: 'CVC Declined', action })).toEqual({
      isFinal: true,
      resultCode: 'Refused',
      refusalReason: 'CVC Declined',
    });
  });
});
