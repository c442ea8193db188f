import { describe, expect, it } from 'vitest';
import type { OrderHistoryItem } from '@shop/contracts';
import { isOrder, orderView } from './orders';

const order: OrderHistoryItem = {
  entity_id: 41,
  increment_id: '000000041',
  status: 'processing',
  created_at: '2026-11-02 14:05:00',
  coupon_code: 'LEESFEEST10',
  order_currency_code: 'EUR',
  subtotal_incl_tax: 29.98,
  tax_amount: 1.53,
  discount_amount: -3,
  shipping_incl_tax: 0,
  grand_total: 26.98,
  items: [
    {
      item_id: 1,
      sku: '9789044800001',
      name: 'De Gruffalo',
      qty_ordered: 2,
      price_incl_tax: 14.99,
      row_total_incl_tax: 29.98,
    },
  ],
};

describe('seed 000 §3: an order as the customer sees it', () => {
  it('has number, status, date, items, discount code, subtotal, tax and grand total', () => {
    expect(orderView(order)).toEqual({
      id: '41',
      number: '000000041',
      status: 'processing',
      createdAt: '2026-11-02T14:05:00.000Z',
      items: [
        {
          sku: '9789044800001',
          name: 'De Gruffalo',
          qty: 2,
          priceInclTax: { value: 14.99, currency: 'EUR' },
          rowTotalInclTax: { value: 29.98, currency: 'EUR' },
          bundleOptions: [],
        },
      ],
      discountCode: 'LEESFEEST10',
      subtotal: { value: 29.98, currency: 'EUR' },
      tax: { value: 1.53, currency: 'EUR' },
      discount: { value: -3, currency: 'EUR' },
      shipping: { value: 0, currency: 'EUR' },
      grandTotal: { value: 26.98, currency: 'EUR' },
      // Placed before the checkout kept them: the platform lists no addresses or methods.
      shippingAddress: null,
      billingAddress: null,
      shippingMethod: null,
      paymentMethod: null,
    });
  });

  it("has the addresses and methods where Magento's order answers them", () => {
    const address = {
      firstname: 'Lotte',
      lastname: 'Maes',
      street: ['Veldstraat 3', '2 | achterdeur'],
      city: 'Gent',
      postcode: '9000',
      country_id: 'BE',
    };
    const view = orderView({
      ...order,
      billing_address: { ...address, company: 'Basisschool De Linde' },
      payment: { method: 'checkmo', additional_information: ['Bank transfer / invoice'] },
      shipping_description: 'Flat Rate',
      extension_attributes: {
        shipping_assignments: [{ shipping: { address, method: 'flatrate_flatrate' } }],
      },
    });
    const shopAddress = {
      firstname: 'Lotte',
      lastname: 'Maes',
      company: null,
      street: 'Veldstraat 3',
      apartmentNumber: '2',
      addition: 'achterdeur',
      postcode: '9000',
      city: 'Gent',
      countryId: 'BE',
    };
    expect(view).toMatchObject({
      shippingAddress: shopAddress,
      billingAddress: { ...shopAddress, company: 'Basisschool De Linde' },
      shippingMethod: { carrierCode: 'flatrate', title: 'Flat Rate' },
      paymentMethod: { code: 'checkmo', title: 'Bank transfer / invoice' },
    });
  });

  it('is found by its id or its number', () => {
    expect(isOrder(order, '41')).toBe(true);
    expect(isOrder(order, '000000041')).toBe(true);
    expect(isOrder(order, '42')).toBe(false);
  });
});
