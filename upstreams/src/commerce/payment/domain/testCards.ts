import { luhnValid } from '../../checkoutshopper/domain/cardRules';
import type { CardPaymentMethod } from './stateData';

/**
 * The local card simulator's rules: it plays Adyen's test platform for the card component's *unencrypted test
 * values* (`test_4111111111111111`, `test_03`, `test_2030`, `test_737`), which Adyen's test environment accepts
 * in place of encrypted fields.
 */
export const TEST_VALUE_PREFIX = 'test_';

/** What the simulator does with a test card number (Adyen's test cards, 03/2030, CVC 737). */
export type TestCardBehaviour = 'authorise' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, { brand: string; behaviour: TestCardBehaviour }>> = {
  '4111111111111111': { brand: 'visa', behaviour: 'authorise' },
  '5555341244441115': { brand: 'mc', behaviour: 'authorise' },
  /** Adyen's 3DS2 test card: the issuer asks for a challenge. */
  '4212345678910006': { brand: 'visa', behaviour: 'challenge' },
};

/**
 * Refusals by holder name, as Adyen's test platform triggers them: the holder name is the refusal reason's
 * key (case and spaces do not matter).
 */
export const HOLDER_NAME_REFUSALS: Readonly<Record<string, string>> = {
  DECLINED: 'Refused',
  CARD_EXPIRED: 'Expired Card',
  CVC_DECLINED: 'CVC Declined',
  NOT_ENOUGH_BALANCE: 'Not enough balance',
  BLOCK_CARD: 'Blocked Card',
  ISSUER_UNAVAILABLE: 'Issuer Unavailable',
};

/** A card number that passes the Luhn check but is not one of TEST_CARDS. */
export const UNKNOWN_CARD_REASON = 'Invalid Card Number';
export const EXPIRED_CARD_REASON = 'Expired Card';
/** The shopper cancelled the issuer's 3-D Secure check. */
export const NOT_AUTHENTICATED_REASON = '3D Not Authenticated';

export interface TestCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  holderName: string;
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string };

const plain = (value: string): string | null =>
  value.startsWith(TEST_VALUE_PREFIX) ? value.slice(TEST_VALUE_PREFIX.length).replace(/\s+/g, '') : null;

/** A card number: 12 to 19 digits passing the Luhn check of the stand-in's card fields. */
export function passesLuhn(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnValid(number);
}

/** The card behind the test values, or the message of the first malformed field. */
export function decodeTestCard(method: CardPaymentMethod): Decoded<TestCard> {
  const number = plain(method.encryptedCardNumber);
  const month = plain(method.encryptedExpiryMonth);
  const year = plain(method.encryptedExpiryYear);
  const securityCode = plain(method.encryptedSecurityCode);
  if (number === null || month === null || year === null || securityCode === null)
    return {
      ok: false,
      message:
        "The local card simulator takes Adyen's unencrypted test values (e.g. encryptedCardNumber " +
        "'test_4111111111111111'); set ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT for encrypted card fields.",
    };
  if (!passesLuhn(number)) return { ok: false, message: 'The card number is not valid.' };
  if (!/^(0?[1-9]|1[0-2])$/.test(month)) return { ok: false, message: 'The expiry month is not valid.' };
  if (!/^\d{4}$/.test(year)) return { ok: false, message: 'The expiry year is not valid.' };
  if (!/^\d{3,4}$/.test(securityCode)) return { ok: false, message: 'The security code is not valid.' };
  return {
    ok: true,
    value: {
      number,
      expiryMonth: Number(month),
      expiryYear: Number(year),
      securityCode,
      holderName: method.holderName,
    },
  };
}

/** Whether the card is still valid on this day: a card works until the end of its expiry month. */
export function isExpired(card: Pick<TestCard, 'expiryMonth' | 'expiryYear'>, today: Date): boolean {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month);
}

/** The authorisation's outcome: undefined when authorised, else the refusal reason. */
export function refusalReasonOf(card: TestCard, today: Date): string | undefined {
  const byHolder = HOLDER_NAME_REFUSALS[card.holderName.trim().toUpperCase().replace(/\s+/g, '_')];
  if (byHolder) return byHolder;
  if (isExpired(card, today)) return EXPIRED_CARD_REASON;
  if (!TEST_CARDS[card.number]) return UNKNOWN_CARD_REASON;
  return undefined;
}

/** Whether the issuer asks for a 3DS2 challenge before it authorises. */
export function needsChallenge(card: TestCard): boolean {
  return TEST_CARDS[card.number]?.behaviour === 'challenge';
}

/** The last four digits, which the issuer page and the payment list show. */
export function lastFour(card: TestCard): string {
  return card.number.slice(-4);
}
