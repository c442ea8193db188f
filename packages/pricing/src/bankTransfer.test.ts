import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankAccountConfigShape, bankAccountOf } from './bankAccountConfig';
import {
  BANK_TRANSFER_PAYMENT_DAYS,
  DEMO_BANK_ACCOUNT,
  bankTransferInstructions,
  belgianCheckDigits,
  belgianStructuredReference,
  isValidBelgianStructuredReference,
  isValidBic,
  isValidIban,
  paymentDueDate,
  paymentReferenceOf,
  printedIban,
  structuredReferenceOfOrder,
} from './bankTransfer';

describe('Belgian structured reference', () => {
  it("issue 22's number: 1234567890 has check digits 02, +++123/4567/89002+++", () => {
    expect(belgianCheckDigits('1234567890')).toBe('02');
    expect(belgianStructuredReference('1234567890')).toBe('+++123/4567/89002+++');
  });

  it('a remainder of 0 gives check digits 97, never 00', () => {
    // 97 × 10 = 970, and 0 itself: both divide by 97.
    expect(belgianCheckDigits('0000000970')).toBe('97');
    expect(belgianCheckDigits('0000000000')).toBe('97');
    expect(belgianStructuredReference('0000000970')).toBe('+++000/0000/97097+++');
  });

  it('pads a remainder below 10 to two digits, and 96 is the largest', () => {
    expect(belgianCheckDigits('0000000001')).toBe('01');
    expect(belgianCheckDigits('0000000096')).toBe('96');
  });

  it('refuses anything but ten digits', () => {
    expect(() => belgianCheckDigits('123456789')).toThrow(RangeError);
    expect(() => belgianCheckDigits('12345678901')).toThrow(RangeError);
    expect(() => belgianCheckDigits('12345a7890')).toThrow(RangeError);
  });

  it('checks a written reference: +++ or ***, the right check digits', () => {
    expect(isValidBelgianStructuredReference('+++123/4567/89002+++')).toBe(true);
    expect(isValidBelgianStructuredReference('***123/4567/89002***')).toBe(true);
    expect(isValidBelgianStructuredReference('+++123/4567/89003+++')).toBe(false);
    expect(isValidBelgianStructuredReference('+++123/4567/89002***')).toBe(false);
    expect(isValidBelgianStructuredReference('123456789002')).toBe(false);
  });

  it("an order's reference: the digits of its number, zero-padded to ten, the same every time", () => {
    // 000000041: 41 mod 97 = 41.
    expect(structuredReferenceOfOrder('000000041')).toBe('+++000/0000/04141+++');
    expect(structuredReferenceOfOrder('000000041')).toBe(structuredReferenceOfOrder('000000041'));
    expect(structuredReferenceOfOrder('1234567890')).toBe('+++123/4567/89002+++');
    // A longer number keeps its last ten digits; letters are dropped.
    expect(structuredReferenceOfOrder('NL-991234567890')).toBe('+++123/4567/89002+++');
  });
});

describe('payment reference per store view', () => {
  it('Belgian store views (nl-be, en-be) pay with the structured reference', () => {
    expect(paymentReferenceOf('000000041', 'nl-be')).toEqual({
      kind: 'BELGIAN_STRUCTURED',
      reference: '+++000/0000/04141+++',
    });
    expect(paymentReferenceOf('000000041', 'en-be').kind).toBe('BELGIAN_STRUCTURED');
  });

  it('nl-nl and en-rw pay with the order number', () => {
    expect(paymentReferenceOf('000000041', 'nl-nl')).toEqual({
      kind: 'ORDER_NUMBER',
      reference: '000000041',
    });
    expect(paymentReferenceOf('000000041', 'en-rw')).toEqual({
      kind: 'ORDER_NUMBER',
      reference: '000000041',
    });
  });
});

describe('payment due date', () => {
  it(`is ${BANK_TRANSFER_PAYMENT_DAYS} days after the day of the order, in the shop's calendar (Brussels)`, () => {
    expect(BANK_TRANSFER_PAYMENT_DAYS).toBe(14);
    expect(paymentDueDate(new Date('2026-03-05T09:07:00Z'))).toBe('2026-03-19');
    // 23:30 UTC on 31 March is already 1 April in Brussels (summer time).
    expect(paymentDueDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-15');
    // Across a month and a year end.
    expect(paymentDueDate(new Date('2026-12-25T12:00:00Z'))).toBe('2027-01-08');
  });
});

const loadAccount = (env: Record<string, string>) =>
  bankAccountOf(z.object(bankAccountConfigShape).parse(env));

describe('bank account', () => {
  it('the demo IBAN and BIC are valid; a changed digit or a short BIC is not', () => {
    expect(isValidIban(DEMO_BANK_ACCOUNT.iban)).toBe(true);
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('BE68539007547035')).toBe(false);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidBic(DEMO_BANK_ACCOUNT.bic)).toBe(true);
    expect(printedIban('be68539007547034')).toBe('BE68 5390 0754 7034');
    expect(isValidBic('GEBABEBB021')).toBe(true);
    expect(isValidBic('GEBABE')).toBe(false);
  });

  it('is read from BANK_TRANSFER_IBAN, _BIC and _BENEFICIARY, the demo account by default', () => {
    expect(loadAccount({})).toEqual(DEMO_BANK_ACCOUNT);
    expect(
      loadAccount({
        BANK_TRANSFER_IBAN: 'nl91 abna 0417 1643 00',
        BANK_TRANSFER_BIC: 'abnanl2a',
        BANK_TRANSFER_BENEFICIARY: ' Boekhandel ',
      }),
    ).toEqual({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', beneficiary: 'Boekhandel' });
  });

  it('a malformed IBAN or BIC is refused, naming the variable', () => {
    const parsed = z
      .object(bankAccountConfigShape)
      .safeParse({ BANK_TRANSFER_IBAN: 'BE68539007547035', BANK_TRANSFER_BIC: 'GEBA' });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['BANK_TRANSFER_IBAN', 'not a valid IBAN (its check digits do not hold)'],
      ['BANK_TRANSFER_BIC', 'not a valid BIC (8 or 11 letters and digits)'],
    ]);
  });
});

describe('bank transfer instructions', () => {
  it("the account, the grand total, the order's reference and the day 14 days on", () => {
    expect(
      bankTransferInstructions(DEMO_BANK_ACCOUNT, {
        number: '1234567890',
        placedAt: new Date('2026-03-05T09:07:00Z'),
        grandTotal: 26.98,
        store: 'nl-be',
      }),
    ).toEqual({
      ...DEMO_BANK_ACCOUNT,
      kind: 'BELGIAN_STRUCTURED',
      reference: '+++123/4567/89002+++',
      amount: 26.98,
      dueDate: '2026-03-19',
    });
  });
});
