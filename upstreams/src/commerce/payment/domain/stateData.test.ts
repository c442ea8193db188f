import { describe, expect, it } from 'vitest';
import { readDetailsPayload, readPaymentInformation } from './paymentInformation';
import { parseCardStateData } from './stateData';

const paymentMethod = {
  type: 'scheme',
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Lotte Maes',
};

describe("the card component's state data", () => {
  it('reads the card fields, the browser info and the origin', () => {
    const browserInfo = { userAgent: 'test', language: 'nl-BE' };
    expect(
      parseCardStateData(JSON.stringify({ paymentMethod, browserInfo, origin: 'https://shop.example.com' })),
    ).toEqual({ paymentMethod, browserInfo, origin: 'https://shop.example.com' });
  });

  it('refuses what is not a card payment, with the reason', () => {
    expect(() => parseCardStateData('{')).toThrow('The card details (stateData) are not valid JSON.');
    expect(() => parseCardStateData(JSON.stringify({}))).toThrow('stateData.paymentMethod');
    expect(() => parseCardStateData({ paymentMethod: { ...paymentMethod, type: 'ideal' } })).toThrow(
      'type "scheme"',
    );
    expect(() =>
      parseCardStateData({ paymentMethod: { ...paymentMethod, encryptedSecurityCode: '' } }),
    ).toThrow('The card details lack encryptedSecurityCode.');
  });
});

describe('payment-information and fingerprint bodies', () => {
  const address = {
    firstname: 'Lotte',
    lastname: 'Maes',
    street: ['Veldstraat 3'],
    city: 'Gent',
    postcode: '9000',
    country_id: 'BE',
  };

  it("turn payment-information into POST /api/order's body with the card method and the shopper's email", () => {
    const info = readPaymentInformation(
      {
        paymentMethod: {
          method: 'adyen_cc',
          additional_data: { stateData: JSON.stringify({ paymentMethod }), returnUrl: 'https://shop/x' },
        },
        billingAddress: address,
        email: 'lotte.maes@example.com',
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        products: [{ sku: 'A', qty: 1 }],
      },
      'cart-1',
    );
    expect(info.orderBody).toEqual({
      cart_id: 'cart-1',
      products: [{ sku: 'A', qty: 1 }],
      addressInformation: {
        shippingAddress: { ...address, email: 'lotte.maes@example.com' },
        billingAddress: { ...address, email: 'lotte.maes@example.com' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'adyen_cc',
      },
    });
    expect(info.returnUrl).toBe('https://shop/x');
  });

  it('refuses another payment method', () => {
    expect(() => readPaymentInformation({ paymentMethod: { method: 'checkmo' } }, 'c')).toThrow(
      'The requested Payment Method is not available.',
    );
  });

  it('reads the fingerprint payload as a JSON string', () => {
    expect(
      readDetailsPayload({ payload: JSON.stringify({ orderId: '12', details: { redirectResult: 'x' } }) }),
    ).toEqual({ orderId: 12, details: { redirectResult: 'x' } });
    expect(() => readDetailsPayload({ payload: '{' })).toThrow('The payload is not valid JSON.');
    expect(() => readDetailsPayload({ payload: JSON.stringify({ orderId: 'x', details: {} }) })).toThrow(
      'orderId',
    );
  });
});
