import { describe, expect, it } from 'vitest';
import { orderDetailsFields } from './orderDetails';

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
};

describe("an order's methods and addresses in Magento's order shape", () => {
  it('the billing address, the payment with its title, the shipping description and assignment', () => {
    expect(
      orderDetailsFields({
        shipping_method: 'flatrate_flatrate',
        payment_method: 'checkmo',
        shipping_address: JSON.stringify(address),
        billing_address: JSON.stringify({ ...address, company: 'Basisschool De Linde' }),
      }),
    ).toEqual({
      billing_address: { ...address, company: 'Basisschool De Linde' },
      payment: { method: 'checkmo', additional_information: ['Bank transfer / invoice'] },
      shipping_description: 'Flat Rate',
      extension_attributes: {
        shipping_assignments: [{ shipping: { address, method: 'flatrate_flatrate' } }],
      },
    });
  });

  it('an order from before the checkout kept them has none of these fields', () => {
    expect(
      orderDetailsFields({
        shipping_method: null,
        payment_method: null,
        shipping_address: null,
        billing_address: null,
      }),
    ).toEqual({});
  });
});
