import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  checkCardNumber,
  checkExpiryDate,
  checkSecurityCode,
  detectCardBrand,
  formatCardNumber,
  formatExpiryDate,
  luhnValid,
  testValue,
} from './cardRules';

const ALL_BRANDS = { supportedBrands: ['visa', 'mc', 'amex'] };
/** The 24th of November 2026. */
const TODAY = new Date(2026, 10, 24);

describe('card brand by prefix', () => {
  it.each([
    ['4', 'visa'],
    ['4111', 'visa'],
    ['51', 'mc'],
    ['5555', 'mc'],
    ['2221', 'mc'],
    ['2720', 'mc'],
    ['34', 'amex'],
    ['37', 'amex'],
  ])('%s is %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it.each(['', '5', '50', '56', '2', '222', '2220', '2721', '3', '35', '6011'])(
    '%s tells no brand (yet)',
    (digits) => {
      expect(detectCardBrand(digits)).toBeNull();
    },
  );
});

describe('Luhn checksum', () => {
  it('accepts the test cards and refuses a changed last digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });
});

describe('card number', () => {
  it('is complete at a length of its brand with a valid checksum', () => {
    expect(checkCardNumber('4111111111111111', ALL_BRANDS)).toEqual({
      brand: 'visa',
      maxDigits: 19,
      complete: true,
      error: null,
      errorOnBlur: null,
    });
    expect(checkCardNumber('5555555555554444', ALL_BRANDS)).toMatchObject({
      brand: 'mc',
      complete: true,
      maxDigits: 16,
    });
    expect(checkCardNumber('378282246310005', ALL_BRANDS)).toMatchObject({ brand: 'amex', complete: true });
  });

  it('says nothing while unfinished, and "incomplete" when left unfinished', () => {
    expect(checkCardNumber('', ALL_BRANDS)).toMatchObject({
      complete: false,
      error: null,
      errorOnBlur: null,
    });
    expect(checkCardNumber('411111', ALL_BRANDS)).toMatchObject({
      complete: false,
      error: null,
      errorOnBlur: CARD_ERRORS.incompleteNumber,
    });
  });

  it('fails the checksum at once at the longest length, on blur at a shorter one that may still grow', () => {
    expect(checkCardNumber('5555555555554445', ALL_BRANDS)).toMatchObject({
      complete: false,
      error: CARD_ERRORS.invalidNumber,
    });
    // Visa issues 16 and 19 digits: 4111 1111 1111 1112 may become a valid 19-digit number.
    expect(checkCardNumber('4111111111111112', ALL_BRANDS)).toMatchObject({
      complete: false,
      error: null,
      errorOnBlur: CARD_ERRORS.invalidNumber,
    });
  });

  it('takes the bin lookup length over the brand lengths', () => {
    expect(checkCardNumber('4111111111111112', { ...ALL_BRANDS, panLength: 16 })).toMatchObject({
      maxDigits: 16,
      error: CARD_ERRORS.invalidNumber,
    });
  });

  it('refuses a brand the component does not accept, and accepts any when it names none', () => {
    expect(checkCardNumber('3782', { supportedBrands: ['visa', 'mc'] })).toMatchObject({
      brand: 'amex',
      error: CARD_ERRORS.unsupportedBrand,
    });
    expect(checkCardNumber('378282246310005', { supportedBrands: [] })).toMatchObject({ complete: true });
  });

  it('accepts 12 to 19 digits with a valid checksum for a brand it does not know', () => {
    expect(checkCardNumber('6011111111111117', ALL_BRANDS)).toMatchObject({ brand: null, complete: true });
    expect(checkCardNumber('60111111111', ALL_BRANDS)).toMatchObject({ complete: false, maxDigits: 19 });
  });
});

describe('expiry date', () => {
  it('is complete from the current month on, with month and four-digit year', () => {
    expect(checkExpiryDate('03/30', TODAY)).toEqual({
      complete: true,
      error: null,
      errorOnBlur: null,
      month: '03',
      year: '2030',
    });
    expect(checkExpiryDate('11/26', TODAY)).toMatchObject({ complete: true, month: '11', year: '2026' });
  });

  it('refuses a past month, a month that does not exist, and a date over 30 years ahead', () => {
    expect(checkExpiryDate('10/26', TODAY)).toMatchObject({ complete: false, error: CARD_ERRORS.dateInPast });
    expect(checkExpiryDate('13', TODAY)).toMatchObject({
      complete: false,
      error: CARD_ERRORS.incompleteDate,
    });
    expect(checkExpiryDate('00/30', TODAY)).toMatchObject({ error: CARD_ERRORS.incompleteDate });
    expect(checkExpiryDate('11/56', TODAY)).toMatchObject({ complete: true });
    expect(checkExpiryDate('12/56', TODAY)).toMatchObject({ error: CARD_ERRORS.dateTooFarAhead });
  });

  it('waits for the whole date, and honours the minimum expiry date', () => {
    expect(checkExpiryDate('03/3', TODAY)).toMatchObject({
      error: null,
      errorOnBlur: CARD_ERRORS.incompleteDate,
    });
    expect(checkExpiryDate('', TODAY)).toMatchObject({ error: null, errorOnBlur: null });
    expect(checkExpiryDate('01/27', TODAY, '03/27')).toMatchObject({ error: CARD_ERRORS.dateBeforeMinimum });
    expect(checkExpiryDate('03/27', TODAY, '03/27')).toMatchObject({ complete: true });
  });
});

describe('security code', () => {
  it('has three digits, four for Amex, either while the brand is unknown', () => {
    expect(checkSecurityCode('737', 'visa')).toMatchObject({ complete: true });
    expect(checkSecurityCode('7373', 'amex')).toMatchObject({ complete: true });
    expect(checkSecurityCode('737', 'amex')).toMatchObject({
      complete: false,
      error: null,
      errorOnBlur: CARD_ERRORS.incompleteSecurityCode,
    });
    expect(checkSecurityCode('7373', 'mc')).toMatchObject({ error: CARD_ERRORS.incompleteSecurityCode });
    expect(checkSecurityCode('737', null)).toMatchObject({ complete: true });
    expect(checkSecurityCode('7373', 'card')).toMatchObject({ complete: true });
    expect(checkSecurityCode('73', null)).toMatchObject({
      complete: false,
      errorOnBlur: CARD_ERRORS.incompleteSecurityCode,
    });
  });
});

describe('formatting and test values', () => {
  it('groups card numbers as printed and writes MM/YY', () => {
    expect(formatCardNumber('4111111111111111', 'visa')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005', 'amex')).toBe('3782 822463 10005');
    expect(formatCardNumber('41111', 'visa')).toBe('4111 1');
    expect(formatExpiryDate('0330')).toBe('03/30');
    expect(formatExpiryDate('03/3')).toBe('03/3');
    expect(formatExpiryDate('3')).toBe('03');
    expect(formatExpiryDate('12345')).toBe('12/34');
  });

  it("writes Adyen's unencrypted test values", () => {
    expect(testValue('4111111111111111')).toBe('test_4111111111111111');
    expect(testValue('03')).toBe('test_03');
  });
});
