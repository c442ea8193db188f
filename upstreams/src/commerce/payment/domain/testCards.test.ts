import { describe, expect, it } from 'vitest';
import {
  decodeTestCard,
  isExpired,
  needsChallenge,
  passesLuhn,
  refusalReasonOf,
  type TestCard,
} from './testCards';
import type { CardPaymentMethod } from './stateData';

const method = (overrides: Partial<CardPaymentMethod> = {}): CardPaymentMethod => ({
  type: 'scheme',
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Lotte Maes',
  ...overrides,
});

const card = (overrides: Partial<TestCard> = {}): TestCard => ({
  number: '4111111111111111',
  expiryMonth: 3,
  expiryYear: 2030,
  securityCode: '737',
  holderName: 'Lotte Maes',
  ...overrides,
});

const today = new Date('2025-03-15T11:00:00Z');

describe("the local simulator's test cards", () => {
  it('decodes the card component test values', () => {
    expect(decodeTestCard(method())).toEqual({ ok: true, value: card() });
    // The card fields may group the number in fours.
    expect(decodeTestCard(method({ encryptedCardNumber: 'test_4212 3456 7891 0006' }))).toMatchObject({
      ok: true,
      value: { number: '4212345678910006' },
    });
  });

  it('refuses what is not a test value, or a malformed field, with a clear message', () => {
    expect(decodeTestCard(method({ encryptedCardNumber: 'adyenjs_0_1_25$abc' }))).toEqual({
      ok: false,
      message: expect.stringContaining("Adyen's unencrypted test values") as string,
    });
    expect(decodeTestCard(method({ encryptedCardNumber: 'test_4111111111111112' }))).toEqual({
      ok: false,
      message: 'The card number is not valid.',
    });
    expect(decodeTestCard(method({ encryptedExpiryMonth: 'test_13' }))).toEqual({
      ok: false,
      message: 'The expiry month is not valid.',
    });
    expect(decodeTestCard(method({ encryptedExpiryYear: 'test_30' }))).toEqual({
      ok: false,
      message: 'The expiry year is not valid.',
    });
    expect(decodeTestCard(method({ encryptedSecurityCode: 'test_7a7' }))).toEqual({
      ok: false,
      message: 'The security code is not valid.',
    });
  });

  it('checks card numbers with the Luhn algorithm', () => {
    for (const number of ['4111111111111111', '4212345678910006', '5555341244441115'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
  });

  it('authorises 4111 1111 1111 1111 and challenges 4212 3456 7891 0006', () => {
    expect(refusalReasonOf(card(), today)).toBeUndefined();
    expect(needsChallenge(card())).toBe(false);
    expect(needsChallenge(card({ number: '4212345678910006' }))).toBe(true);
  });

  it('refuses by holder name as Adyen test platform does', () => {
    expect(refusalReasonOf(card({ holderName: 'DECLINED' }), today)).toBe('Refused');
    expect(refusalReasonOf(card({ holderName: 'card_expired' }), today)).toBe('Expired Card');
    expect(refusalReasonOf(card({ holderName: 'CVC_DECLINED' }), today)).toBe('CVC Declined');
    expect(refusalReasonOf(card({ holderName: ' not enough balance ' }), today)).toBe('Not enough balance');
    expect(refusalReasonOf(card({ holderName: 'BLOCK_CARD' }), today)).toBe('Blocked Card');
  });

  it('refuses a card whose expiry month has passed, and a number that is no test card', () => {
    expect(isExpired({ expiryMonth: 3, expiryYear: 2025 }, today)).toBe(false);
    expect(isExpired({ expiryMonth: 2, expiryYear: 2025 }, today)).toBe(true);
    expect(isExpired({ expiryMonth: 12, expiryYear: 2024 }, today)).toBe(true);
    expect(refusalReasonOf(card({ expiryMonth: 2, expiryYear: 2025 }), today)).toBe('Expired Card');
    expect(refusalReasonOf(card({ number: '4000020000000000' }), today)).toBe('Invalid Card Number');
  });
});
