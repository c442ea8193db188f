import { describe, expect, it } from 'vitest';
import { addressErrors, billingAddressErrors } from './checkout';
import { MAX_CHARS } from './fieldLimits';
import {
  cityRule,
  FORM_RULE_MESSAGES,
  fullNameRule,
  lettersOrNumbersRule,
  maxCharsRule,
  nameRule,
  numbersOnlyRule,
  ruleMessage,
  within,
} from './formRules';
import { readingClassErrors, readingClubErrors, readingTeacherErrors } from './readingForms';
import { profileErrors, registrationErrors } from './registration';

const letters = (count: number) => 'a'.repeat(count);

const address = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '1',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
};

describe("seed 001 §5 'A maximum of {chars} characters applies'", () => {
  it.each(Object.entries(MAX_CHARS))('%s: exactly %i characters pass, one more does not', (field, max) => {
    const kind = field as keyof typeof MAX_CHARS;
    expect(maxCharsRule(letters(max), kind)).toBeNull();
    expect(maxCharsRule(letters(max + 1), kind)).toEqual({ code: 'TOO_LONG', chars: max });
  });

  it('counts characters as people do: an accented letter is one', () => {
    expect(maxCharsRule('ë'.repeat(MAX_CHARS.name), 'name')).toBeNull();
  });

  it("names the field's maximum in the message", () => {
    expect(ruleMessage(FORM_RULE_MESSAGES, { code: 'TOO_LONG', chars: 50 })).toBe(
      'A maximum of 50 characters applies.',
    );
    expect(ruleMessage(FORM_RULE_MESSAGES, { code: 'REQUIRED' })).toBe('Field is required.');
  });

  it('checks the maximum before the rule of the field', () => {
    expect(within('name', `${letters(50)}1`, nameRule)).toEqual({ code: 'TOO_LONG', chars: 50 });
    expect(within('name', 'a1', nameRule)).toBe('NAME_NOT_LETTERS');
    expect(within('telephone', '')).toBeNull();
  });

  it("'a maximum of {chars} characters between first and last name': both with their space, at most 80", () => {
    expect(fullNameRule(letters(40), letters(39))).toBeNull(); // 40 + 1 + 39 = 80
    expect(fullNameRule(letters(40), letters(40))).toEqual({ code: 'NAMES_TOO_LONG', chars: 80 });
    expect(ruleMessage(FORM_RULE_MESSAGES, { code: 'NAMES_TOO_LONG', chars: 80 })).toBe(
      'A maximum of 80 characters between first and last name.',
    );
  });

  it('refuses a name too long in registration and profile, on the field at fault', () => {
    const form = {
      firstname: letters(51),
      lastname: 'Peeters',
      email: 'an@example.be',
      password: 'Lezen123',
      passwordConfirmation: 'Lezen123',
      acceptPrivacyPolicy: true,
    };
    expect(registrationErrors(form)).toEqual([{ field: 'firstname', code: 'TOO_LONG', chars: 50 }]);
    expect(profileErrors({ ...form, firstname: letters(40), lastname: letters(40) })).toEqual([
      { field: 'lastname', code: 'NAMES_TOO_LONG', chars: 80 },
    ]);
    expect(profileErrors({ ...form, firstname: 'An', email: `${letters(245)}@example.be` })).toEqual([
      { field: 'email', code: 'TOO_LONG', chars: 254 },
    ]);
  });

  it('refuses every over-long address field, the optional ones too', () => {
    expect(addressErrors({ ...address, street: letters(101), telephone: '1'.repeat(21) })).toEqual([
      { field: 'street', code: 'TOO_LONG', chars: 100 },
      { field: 'telephone', code: 'TOO_LONG', chars: 20 },
    ]);
    expect(addressErrors({ ...address, street: letters(100), telephone: '1'.repeat(20) })).toEqual([]);
    expect(billingAddressErrors({ ...address, company: letters(101), taxId: letters(21) })).toEqual([
      { field: 'company', code: 'TOO_LONG', chars: 100 },
      { field: 'taxId', code: 'TOO_LONG', chars: 20 },
    ]);
  });

  it("refuses the reading programme's over-long class, club and teacher values", () => {
    expect(readingClassErrors({ name: letters(41), grade: '3' })).toEqual([
      { field: 'name', code: 'TOO_LONG', chars: 40 },
    ]);
    expect(readingClassErrors({ name: letters(40), grade: '3' })).toEqual([]);
    expect(readingClubErrors({ name: letters(61), description: letters(501) })).toEqual([
      { field: 'name', code: 'TOO_LONG', chars: 60 },
      { field: 'description', code: 'TOO_LONG', chars: 500 },
    ]);
    expect(
      readingTeacherErrors({ email: 'juf@school.be', firstname: letters(40), lastname: letters(40) }),
    ).toEqual([{ field: 'lastname', code: 'NAMES_TOO_LONG', chars: 80 }]);
  });
});

describe("seed 001 §5 'letters only, numbers only, or letters or numbers only'", () => {
  it('numbers only: digits', () => {
    expect(numbersOnlyRule('25')).toBeNull();
    expect(numbersOnlyRule('2 5')).toBe('NUMBERS_ONLY');
    expect(numbersOnlyRule('-1')).toBe('NUMBERS_ONLY');
  });

  it.each(['3A', 'Klas 5B', 'Één'])('letters or numbers only: %s passes', (value) => {
    expect(lettersOrNumbersRule(value)).toBeNull();
  });

  it.each(['3A!', '5-6', 'bus_2'])('letters or numbers only: %s does not', (value) => {
    expect(lettersOrNumbersRule(value)).toBe('LETTERS_OR_NUMBERS_ONLY');
  });

  it('a class name is letters or numbers only', () => {
    expect(readingClassErrors({ name: 'Klas 3A', grade: '3' })).toEqual([]);
    expect(readingClassErrors({ name: 'Klas 3/4', grade: '3' })).toEqual([
      { field: 'name', code: 'LETTERS_OR_NUMBERS_ONLY' },
    ]);
  });

  it('a bus and an addition are letters or numbers when given', () => {
    expect(addressErrors({ ...address, apartmentNumber: '2B', addition: '' })).toEqual([]);
    expect(addressErrors({ ...address, apartmentNumber: '#2' })).toEqual([
      { field: 'apartmentNumber', code: 'LETTERS_OR_NUMBERS_ONLY' },
    ]);
  });
});

describe("seed 001 §5 'The city must be valid'", () => {
  it.each(['Gent', 'Sint-Niklaas', "'s-Hertogenbosch", 'St. Truiden', 'Liège', 'Den Haag', 'As'])(
    '%s is a city',
    (city) => {
      expect(cityRule(city)).toBeNull();
    },
  );

  it.each(['9000', 'Gent 9000', 'G', '-.', 'Gent!'])('%s is not', (city) => {
    expect(cityRule(city)).toBe('INVALID_CITY');
  });

  it('is required, and refused in an address with its message', () => {
    expect(cityRule(' ')).toBe('REQUIRED');
    expect(addressErrors({ ...address, city: '9000' })).toEqual([{ field: 'city', code: 'INVALID_CITY' }]);
    expect(FORM_RULE_MESSAGES.INVALID_CITY).toBe('Please provide a valid city.');
  });
});
