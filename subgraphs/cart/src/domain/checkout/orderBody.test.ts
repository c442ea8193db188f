import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '@shop/contracts';
import { orderBody, paymentInformationBody, type OrderDetails } from './orderBody';

const line = (item_id: number, sku: string, qty: number, price: number): ServerCartItem => ({
  item_id,
  quote_id: 'cart-1',
  sku,
  qty,
  name: `Boek ${sku}`,
  price,
  product_type: 'simple',
});

const shippingAddress = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3', '2 | achterdeur'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
  email: 'lotte@example.be',
};
const billingAddress = {
  ...shippingAddress,
  company: 'Basisschool De Linde',
  vat_id: 'BE0999999999',
  schoolCode: 'SCH-1',
  amountOfStudents: 24,
};

const details: OrderDetails = {
  cartId: 'cart-1',
  items: [line(1, '9789044800001', 1, 14.99), line(2, '9789044800002', 2, 21.2)],
  shippingAddress,
  billingAddress,
  carrierCode: 'flatrate',
  methodCode: 'flatrate',
  paymentMethodCode: 'checkmo',
};

describe('the order body of POST /api/order (seed 000 §7 Orders)', () => {
  it('holds the products with the prices the shopper saw, both addresses and the method codes', () => {
    expect(orderBody(details)).toEqual({
      cart_id: 'cart-1',
      products: [
        { sku: '9789044800001', qty: 1, priceInclTax: 14.99, name: 'Boek 9789044800001' },
        { sku: '9789044800002', qty: 2, priceInclTax: 21.2, name: 'Boek 9789044800002' },
      ],
      addressInformation: {
        shippingAddress,
        billingAddress,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    });
  });

  it("names the customer's id for a customer's order", () => {
    expect(orderBody({ ...details, customerId: 42 }).user_id).toBe(42);
    expect(orderBody(details)).not.toHaveProperty('user_id');
  });
});

describe('the body of payment-information (seed 000 §7 Card payment extension)', () => {
  it('holds the card state data, the billing address, the email, the shipping part and the products', () => {
    const stateData = '{"paymentMethod":{"type":"scheme"}}';
    expect(
      paymentInformationBody(
        { ...details, paymentMethodCode: 'adyen_cc' },
        { stateData, returnUrl: 'https://shop.example/adyen/process/result', email: 'lotte@example.be' },
      ),
    ).toEqual({
      paymentMethod: {
        method: 'adyen_cc',
        additional_data: { stateData, returnUrl: 'https://shop.example/adyen/process/result' },
      },
      billingAddress,
      email: 'lotte@example.be',
      shippingAddress,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      products: [
        { sku: '9789044800001', qty: 1, priceInclTax: 14.99 },
        { sku: '9789044800002', qty: 2, priceInclTax: 21.2 },
      ],
    });
  });
});
