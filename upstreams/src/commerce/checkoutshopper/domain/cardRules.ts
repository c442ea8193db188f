/**
 * What the stand-in's secured fields check while the shopper types, the way Adyen's card fields do:
 * the brand by the number's prefix, its length, the Luhn checksum, an expiry date not in the past and a
 * security code of the brand's length. Pure, so the page's script and its tests share one copy.
 *
 * Error codes are the ones adyen-web translates for these fields (`cc.num.902` is "Enter a valid card
 * number" in its bundled en-US): the component shows the message, the field only names the code.
 */

/** The card brands the stand-in recognises, by Adyen's brand codes (the Card component's `brands`). */
export type CardBrand = 'visa' | 'mc' | 'amex';

export const CARD_ERRORS = {
  incompleteNumber: 'cc.num.901',
  invalidNumber: 'cc.num.902',
  unsupportedBrand: 'cc.num.903',
  incompleteDate: 'cc.dat.911',
  dateInPast: 'cc.dat.912',
  dateTooFarAhead: 'cc.dat.913',
  dateBeforeMinimum: 'cc.dat.914',
  incompleteSecurityCode: 'cc.cvc.921',
} as const;

interface BrandRule {
  brand: CardBrand;
  /** Number lengths the brand issues. */
  lengths: readonly number[];
  securityCodeLength: number;
  /** Whether digits typed so far can only be this brand. */
  matches(digits: string): boolean;
}

const startsWithin = (digits: string, size: number, from: number, to: number): boolean => {
  if (digits.length < size) return false;
  const prefix = Number(digits.slice(0, size));
  return prefix >= from && prefix <= to;
};

const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'visa', lengths: [13, 16, 19], securityCodeLength: 3, matches: (d) => d.startsWith('4') },
  {
    brand: 'mc',
    lengths: [16],
    securityCodeLength: 3,
    // Mastercard's 51-55 range and its 2-series, 2221-2720.
    matches: (d) => startsWithin(d, 2, 51, 55) || startsWithin(d, 4, 2221, 2720),
  },
  { brand: 'amex', lengths: [15], securityCodeLength: 4, matches: (d) => /^3[47]/.test(d) },
];

/** Cards whose brand the prefix does not tell yet (or ever) have a number of 12 to 19 digits. */
const ANY_CARD_LENGTHS = [12, 13, 14, 15, 16, 17, 18, 19];
const SECURITY_CODE_LENGTHS_OF_UNKNOWN_BRAND = [3, 4];
/** How far ahead an expiry date may lie before it is taken for a typing error. */
const MAX_YEARS_AHEAD = 30;

export const MAX_CARD_NUMBER_DIGITS = 19;

export function detectCardBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.matches(digits))?.brand ?? null;
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * Where a field stands: `complete` fields are reported to the component with their test value; `error` is
 * shown at once, `errorOnBlur` only when the shopper leaves the field (an unfinished value is no mistake
 * while they are still typing).
 */
export interface FieldCheck {
  complete: boolean;
  error: string | null;
  errorOnBlur: string | null;
}

export interface CardNumberCheck extends FieldCheck {
  brand: CardBrand | null;
  /** The most digits the field accepts for this brand. */
  maxDigits: number;
}

export interface CardNumberOptions {
  /** The brands the Card component accepts (its `brands`); an empty list accepts every brand. */
  supportedBrands: readonly string[];
  /** The length Adyen's bin lookup tells for this card, which overrides the brand's lengths. */
  panLength?: number;
}

export function checkCardNumber(digits: string, options: CardNumberOptions): CardNumberCheck {
  const brand = detectCardBrand(digits);
  const lengths = options.panLength
    ? [options.panLength]
    : (BRAND_RULES.find((rule) => rule.brand === brand)?.lengths ?? ANY_CARD_LENGTHS);
  const maxDigits = Math.max(...lengths);
  const result = (check: FieldCheck): CardNumberCheck => ({ ...check, brand, maxDigits });

  if (digits.length === 0) return result({ complete: false, error: null, errorOnBlur: null });
  if (brand && options.supportedBrands.length > 0 && !options.supportedBrands.includes(brand)) {
    return result({
      complete: false,
      error: CARD_ERRORS.unsupportedBrand,
      errorOnBlur: CARD_ERRORS.unsupportedBrand,
    });
  }
  if (lengths.includes(digits.length) && luhnValid(digits)) {
    return result({ complete: true, error: null, errorOnBlur: null });
  }
  if (digits.length >= maxDigits) {
    return result({
      complete: false,
      error: CARD_ERRORS.invalidNumber,
      errorOnBlur: CARD_ERRORS.invalidNumber,
    });
  }
  // A shorter length of the brand that fails Luhn may still grow into a valid longer number.
  const errorOnBlur = lengths.includes(digits.length)
    ? CARD_ERRORS.invalidNumber
    : CARD_ERRORS.incompleteNumber;
  return result({ complete: false, error: null, errorOnBlur });
}

export interface ExpiryDateCheck extends FieldCheck {
  /** Two digits, `03`, once complete. */
  month: string | null;
  /** Four digits, `2030`, once complete. */
  year: string | null;
}

/**
 * An expiry date typed as MM/YY (separators ignored): valid from the current month on, up to 30 years
 * ahead, and not before the integrator's `minimumExpiryDate` (MM/YY) when one is set.
 */
export function checkExpiryDate(
  text: string,
  today: Date,
  minimumExpiryDate?: string | null,
): ExpiryDateCheck {
  const digits = text.replace(/\D/g, '');
  const unfinished = (error: string | null, errorOnBlur: string | null): ExpiryDateCheck => ({
    complete: false,
    error,
    errorOnBlur,
    month: null,
    year: null,
  });
  if (digits.length === 0) return unfinished(null, null);
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) {
    return unfinished(CARD_ERRORS.incompleteDate, CARD_ERRORS.incompleteDate);
  }
  if (digits.length < 4) return unfinished(null, CARD_ERRORS.incompleteDate);

  const year = 2000 + Number(digits.slice(2, 4));
  const expiry = year * 12 + month;
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  if (expiry < now) return unfinished(CARD_ERRORS.dateInPast, CARD_ERRORS.dateInPast);
  if (expiry > now + MAX_YEARS_AHEAD * 12)
    return unfinished(CARD_ERRORS.dateTooFarAhead, CARD_ERRORS.dateTooFarAhead);
  const minimum = minimumExpiryDate ? monthIndexOf(minimumExpiryDate) : null;
  if (minimum !== null && expiry < minimum) {
    return unfinished(CARD_ERRORS.dateBeforeMinimum, CARD_ERRORS.dateBeforeMinimum);
  }
  return { complete: true, error: null, errorOnBlur: null, month: digits.slice(0, 2), year: String(year) };
}

function monthIndexOf(mmYY: string): number | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(mmYY.trim());
  if (!match) return null;
  return (2000 + Number(match[2])) * 12 + Number(match[1]);
}

/** The security code's lengths for a brand: four digits for Amex, three for the others, either when unknown. */
export function securityCodeLengths(brand: string | null): readonly number[] {
  const rule = BRAND_RULES.find((candidate) => candidate.brand === brand);
  return rule ? [rule.securityCodeLength] : SECURITY_CODE_LENGTHS_OF_UNKNOWN_BRAND;
}

export function checkSecurityCode(digits: string, brand: string | null): FieldCheck {
  if (digits.length === 0) return { complete: false, error: null, errorOnBlur: null };
  const lengths = securityCodeLengths(brand);
  if (lengths.includes(digits.length)) return { complete: true, error: null, errorOnBlur: null };
  const tooLong = digits.length > Math.max(...lengths);
  const code = CARD_ERRORS.incompleteSecurityCode;
  return { complete: false, error: tooLong ? code : null, errorOnBlur: code };
}

/** A card number as printed: Amex in 4-6-5 groups, the others in groups of four. */
export function formatCardNumber(digits: string, brand: CardBrand | null): string {
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** MM/YY as typed: a first digit above 1 can only be a month of one digit, so it gets its leading zero. */
export function formatExpiryDate(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Adyen's convention for unencrypted test card data, accepted by its test platform in place of encrypted
 * blobs: the plain value behind `test_` (`test_4111111111111111`, `test_03`, `test_2030`, `test_737`).
 */
export function testValue(plain: string): string {
  return `test_${plain}`;
}
