import { describe, expect, it } from 'vitest';
import { numbersOnlyRule } from './formRules';
import {
  CHECKOUT_RULE_MESSAGES,
  addressErrors,
  billingAddressErrors,
  checkoutPersonalDetailsErrors,
  shippedCountryRule,
  shippingAddressErrors,
} from './checkout';

const address = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '12',
  addition: 'bus 3',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '+32 9 123 45 67',
};

describe('checkout personal details (seed 000 §3, §5)', () => {
  it('asks names of at least 2 letters and a valid email', () => {
    expect(
      checkoutPersonalDetailsErrors({
        firstname: 'An',
        lastname: 'Peeters',
        email: 'an@example.be',
        createAccount: false,
      }),
    ).toEqual([]);
    expect(
      checkoutPersonalDetailsErrors({ firstname: 'A', lastname: ' ', email: 'an@', createAccount: false }),
    ).toEqual([
      { field: 'firstname', code: 'NAME_TOO_SHORT' },
      { field: 'lastname', code: 'REQUIRED' },
      { field: 'email', code: 'INVALID_EMAIL' },
    ]);
  });

  it('asks the registration password rules and the privacy policy only when an account is created', () => {
    const details = { firstname: 'An', lastname: 'Peeters', email: 'an@example.be', createAccount: true };
    expect(
      checkoutPersonalDetailsErrors({
        ...details,
        password: 'Lezen123',
        passwordConfirmation: 'Lezen123',
        acceptPrivacyPolicy: true,
      }),
    ).toEqual([]);
    expect(
      checkoutPersonalDetailsErrors({ ...details, password: 'Lezen12', passwordConfirmation: 'Lezen13' }),
    ).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
      { field: 'passwordConfirmation', code: 'PASSWORDS_DIFFER' },
      { field: 'acceptPrivacyPolicy', code: 'PRIVACY_POLICY_NOT_ACCEPTED' },
    ]);
    expect(checkoutPersonalDetailsErrors({ ...details, createAccount: false, password: 'x' })).toEqual([]);
  });
});

describe('checkout shipping address (seed 000 §3 shippingDetails, §5, §9)', () => {
  it('passes a Belgian and a Dutch address, the country in any case', () => {
    expect(shippingAddressErrors(address)).toEqual([]);
    expect(shippingAddressErrors({ ...address, countryId: 'nl', postcode: '1012 AB' })).toEqual([]);
  });

  it('asks every required field, names of at least 2 letters and a zip code of at least 3 characters', () => {
    expect(
      shippingAddressErrors({
        ...address,
        firstname: 'A',
        street: '',
        city: ' ',
        postcode: '90',
        countryId: '',
      }),
    ).toEqual([
      { field: 'firstname', code: 'NAME_TOO_SHORT' },
      { field: 'street', code: 'REQUIRED' },
      { field: 'postcode', code: 'ZIP_CODE_TOO_SHORT' },
      { field: 'city', code: 'REQUIRED' },
      { field: 'countryId', code: 'REQUIRED' },
    ]);
    expect(CHECKOUT_RULE_MESSAGES.ZIP_CODE_TOO_SHORT).toBe('Zip-code must have at least 3 characters.');
  });

  it('ships only to Belgium and the Netherlands', () => {
    expect(shippedCountryRule('BE')).toBeNull();
    expect(shippedCountryRule('NL')).toBeNull();
    expect(shippedCountryRule('DE')).toBe('COUNTRY_NOT_SHIPPED');
    expect(shippedCountryRule('RW')).toBe('COUNTRY_NOT_SHIPPED');
    expect(shippingAddressErrors({ ...address, countryId: 'FR' })).toEqual([
      { field: 'countryId', code: 'COUNTRY_NOT_SHIPPED' },
    ]);
    expect(CHECKOUT_RULE_MESSAGES.COUNTRY_NOT_SHIPPED).toBe('Shipping only to the Netherlands and Belgium.');
  });

  it('asks the house number in its own field, the addition optional', () => {
    for (const missing of ['', '  ', null, undefined])
      expect(shippingAddressErrors({ ...address, apartmentNumber: missing })).toEqual([
        { field: 'apartmentNumber', code: 'REQUIRED' },
      ]);
    expect(shippingAddressErrors({ ...address, addition: null })).toEqual([]);
    expect(CHECKOUT_RULE_MESSAGES.REQUIRED).toBe('Field is required.');
  });
});

describe('checkout billing address with the school fields (seed 000 §3 paymentDetails, §5)', () => {
  it('takes company, tax number, school code and number of pupils, all optional', () => {
    expect(billingAddressErrors(address)).toEqual([]);
    expect(
      billingAddressErrors({
        ...address,
        company: 'Basisschool De Regenboog',
        taxId: 'BE0123456789',
        schoolCode: 'SCH-1234',
        amountOfStudents: 25,
      }),
    ).toEqual([]);
    expect(billingAddressErrors({ ...address, taxId: '  ', amountOfStudents: '' })).toEqual([]);
  });

  it('asks a tax number of at least 3 characters when one is given', () => {
    expect(billingAddressErrors({ ...address, taxId: 'BE' })).toEqual([
      { field: 'taxId', code: 'TAX_NUMBER_TOO_SHORT' },
    ]);
    expect(CHECKOUT_RULE_MESSAGES.TAX_NUMBER_TOO_SHORT).toBe('Tax number must have at least 3 characters.');
  });

  it('asks a number of pupils that is a whole number of at least 0', () => {
    expect(billingAddressErrors({ ...address, amountOfStudents: 0 })).toEqual([]);
    expect(billingAddressErrors({ ...address, amountOfStudents: '30' })).toEqual([]);
    for (const wrong of [-1, '2.5', 'dertig', '1e3'])
      expect(billingAddressErrors({ ...address, amountOfStudents: wrong })).toEqual([
        { field: 'amountOfStudents', code: 'NUMBERS_ONLY' },
      ]);
    expect(numbersOnlyRule(' ')).toBe('REQUIRED');
  });

  it('asks no school field of a shopper who does not order for a school', () => {
    const { apartmentNumber: _number, ...withoutSchool } = address;
    expect(billingAddressErrors({ ...address, company: null, taxId: null, schoolCode: null })).toEqual([]);
    expect(billingAddressErrors({ ...withoutSchool, apartmentNumber: '12' })).toEqual([]);
    expect(
      billingAddressErrors({ ...address, company: '', taxId: '', schoolCode: '', amountOfStudents: '' }),
    ).toEqual([]);
  });

  it('asks the house number of a billing address too', () => {
    expect(billingAddressErrors({ ...address, apartmentNumber: '' })).toEqual([
      { field: 'apartmentNumber', code: 'REQUIRED' },
    ]);
  });

  it('sends an invoice to any country, but needs one', () => {
    expect(billingAddressErrors({ ...address, countryId: 'DE' })).toEqual([]);
    expect(billingAddressErrors({ ...address, countryId: '' })).toEqual([
      { field: 'countryId', code: 'REQUIRED' },
    ]);
  });
});

describe("an address of any country (a profile's address)", () => {
  it('asks the address rules and a country, and takes one outside Belgium and the Netherlands', () => {
    expect(addressErrors({ ...address, countryId: 'RW' })).toEqual([]);
    expect(
      addressErrors({
        ...address,
        firstname: 'A',
        postcode: '90',
        street: ' ',
        apartmentNumber: '',
        countryId: '',
      }).map((error) => `${error.field}:${error.code}`),
    ).toEqual([
      'firstname:NAME_TOO_SHORT',
      'street:REQUIRED',
      'apartmentNumber:REQUIRED',
      'postcode:ZIP_CODE_TOO_SHORT',
      'countryId:REQUIRED',
    ]);
  });
});
