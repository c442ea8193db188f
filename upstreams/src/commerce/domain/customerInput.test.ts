import { describe, expect, it } from 'vitest';
import { FORM_RULE_MESSAGES } from '@shop/validation';
import { addressesBelongTo, parseNewCustomer, parseProfileChanges } from './customerInput';

const address = {
  firstname: 'An',
  lastname: 'Peeters',
  street: ['Kerkstraat 12'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'be',
};

function refusal(work: () => unknown): { field: string; message: string } {
  try {
    work();
  } catch (error) {
    const { field, message } = error as { field: string; message: string };
    return { field, message };
  }
  throw new Error('expected a refusal');
}

describe('a new customer (seed 000 §5 rules, checked again on the server)', () => {
  it('accepts a valid registration and trims it', () => {
    expect(
      parseNewCustomer({
        customer: { email: ' an@example.com ', firstname: 'An', lastname: 'Peeters', addresses: [address] },
        password: 'Lezen123',
      }),
    ).toEqual({
      email: 'an@example.com',
      firstname: 'An',
      lastname: 'Peeters',
      password: 'Lezen123',
      addresses: [{ ...address, country_id: 'BE' }],
    });
  });

  it('refuses a password of 7 characters, or without an uppercase letter, with the rule message', () => {
    const customer = { email: 'an@example.com', firstname: 'An', lastname: 'Peeters' };
    expect(refusal(() => parseNewCustomer({ customer, password: 'Lezen12' }))).toEqual({
      field: 'password',
      message: FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK,
    });
    expect(refusal(() => parseNewCustomer({ customer, password: 'lezen123' })).field).toBe('password');
  });

  it('refuses an invalid email, a one-letter name and a missing name', () => {
    const body = (customer: object) => ({ customer, password: 'Lezen123' });
    expect(
      refusal(() => parseNewCustomer(body({ email: 'an@example', firstname: 'An', lastname: 'Peeters' }))),
    ).toEqual({ field: 'email', message: FORM_RULE_MESSAGES.INVALID_EMAIL });
    expect(
      refusal(() => parseNewCustomer(body({ email: 'an@example.com', firstname: 'A', lastname: 'Peeters' }))),
    ).toEqual({ field: 'firstname', message: FORM_RULE_MESSAGES.NAME_TOO_SHORT });
    expect(refusal(() => parseNewCustomer(body({ email: 'an@example.com', firstname: 'An' })))).toEqual({
      field: 'lastname',
      message: FORM_RULE_MESSAGES.REQUIRED,
    });
  });

  it('refuses a body without a customer, and an address with a 2-character zip code', () => {
    expect(refusal(() => parseNewCustomer({ password: 'Lezen123' })).field).toBe('customer');
    expect(
      refusal(() =>
        parseNewCustomer({
          customer: {
            email: 'an@example.com',
            firstname: 'An',
            lastname: 'Peeters',
            addresses: [{ ...address, postcode: '90' }],
          },
          password: 'Lezen123',
        }),
      ),
    ).toEqual({ field: 'addresses.0.postcode', message: FORM_RULE_MESSAGES.ZIP_CODE_TOO_SHORT });
  });
});

describe('profile changes (seed 000 §6: only firstname, lastname, email and addresses)', () => {
  it('reads only the four fields, whatever else is sent', () => {
    expect(
      parseProfileChanges({ firstname: 'Anna', group_id: 8, id: 99, store_id: 2, password_hash: 'x' }),
    ).toEqual({ firstname: 'Anna' });
  });

  it('accepts an address of the customer and a new one, not one of someone else', () => {
    expect(addressesBelongTo(5, [11, 12], [{ ...address, id: 11, customer_id: 5 }, address])).toBe(true);
    expect(addressesBelongTo(5, [11, 12], [{ ...address, id: 13 }])).toBe(false);
    expect(addressesBelongTo(5, [11, 12], [{ ...address, id: 11, customer_id: 6 }])).toBe(false);
  });
});
