import { describe, expect, it } from 'vitest';
import {
  billingOrDefault,
  billingOrderAddress,
  orderAddress,
  shippingInformationBody,
  shippingMethodsAddress,
} from './addresses';

const address = {
  firstname: ' Lotte ',
  lastname: 'Maes',
  street: 'Veldstraat 3',
  apartmentNumber: '2',
  addition: 'achterdeur',
  city: 'Gent',
  postcode: '9000',
  countryId: 'be',
  telephone: '+32 9 123 45 67',
};

describe('seed 000 §3 shipping payload', () => {
  it("makes the street list of the street plus the apartment number with ' | addition'", () => {
    expect(orderAddress(address)).toEqual({
      firstname: 'Lotte',
      lastname: 'Maes',
      street: ['Veldstraat 3', '2 | achterdeur'],
      city: 'Gent',
      postcode: '9000',
      country_id: 'BE',
      telephone: '+32 9 123 45 67',
    });
    expect(orderAddress({ ...address, addition: null }).street).toEqual(['Veldstraat 3', '2']);
    expect(orderAddress({ ...address, apartmentNumber: '', addition: '' }).street).toEqual(['Veldstraat 3']);
  });

  it('sends shipping_address with the carrier and method codes to shipping-information', () => {
    expect(shippingInformationBody(address, 'flatrate', 'flatrate')).toEqual({
      addressInformation: {
        shippingAddress: orderAddress(address),
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(shippingMethodsAddress(address)).toEqual({
      country_id: 'BE',
      street: ['Veldstraat 3', '2 | achterdeur'],
      postcode: '9000',
      city: 'Gent',
    });
  });
});

describe('seed 000 §3 paymentDetails: the billing address with the school fields', () => {
  it('sends company, the tax id as vat_id, schoolCode and amountOfStudents', () => {
    expect(
      billingOrderAddress(
        {
          ...address,
          company: 'Basisschool De Linde',
          taxId: 'BE0999999999',
          schoolCode: 'SCH-1',
          amountOfStudents: 24,
        },
        'lotte@example.be',
      ),
    ).toEqual({
      ...orderAddress(address),
      email: 'lotte@example.be',
      company: 'Basisschool De Linde',
      vat_id: 'BE0999999999',
      schoolCode: 'SCH-1',
      amountOfStudents: 24,
    });
  });

  it('leaves out school fields that are blank, and keeps 0 pupils', () => {
    const billing = billingOrderAddress({
      ...address,
      company: ' ',
      taxId: '',
      schoolCode: null,
      amountOfStudents: 0,
    });
    expect(billing).not.toHaveProperty('company');
    expect(billing).not.toHaveProperty('vat_id');
    expect(billing).not.toHaveProperty('schoolCode');
    expect(billing.amountOfStudents).toBe(0);
  });

  it('is the shipping address with the personal details names when left out', () => {
    expect(billingOrDefault(null, address, { firstname: 'An', lastname: 'Peeters' })).toEqual({
      ...address,
      firstname: 'An',
      lastname: 'Peeters',
    });
  });
});
