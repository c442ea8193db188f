/// <reference lib="dom" />
/**
 * The script of the stand-in's secured field page: one card field (number, expiry date or security code)
 * in its own iframe, talking to adyen-web's Card component the way Adyen's hosted fields do (see
 * protocol.ts), so the Card mounts and validates on a machine that cannot reach Adyen. Complete values
 * are reported as Adyen's unencrypted test values (`test_4111111111111111`), which the card payment
 * extension stand-in accepts as Adyen's test platform does. Bundled for the browser by securedFieldsPage.ts.
 */
import {
  checkCardNumber,
  checkExpiryDate,
  checkSecurityCode,
  formatCardNumber,
  formatExpiryDate,
  securityCodeLengths,
  testValue,
  type FieldCheck,
} from '../domain/cardRules';
import {
  FIELD_TYPES,
  type AriaTexts,
  type ConfigMessage,
  type EncryptedPart,
  type FieldMessage,
  type FieldPolicy,
  type FieldStyles,
  type ParentMessage,
} from './protocol';

/** CSS properties the integrator's `styles` may set inside the field (the others could break the layout). */
const STYLABLE = new Set([
  'background',
  'caretColor',
  'color',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'opacity',
  'padding',
  'textAlign',
]);

/** What a field makes of the text in its input. */
interface Reading {
  /** The text as the input shows it (grouped digits, MM/YY). */
  display: string;
  /** The characters that count: digits. */
  value: string;
  maxLength: number;
  check: FieldCheck;
  /** The value's parts for the payment request, once complete. */
  parts: EncryptedPart[];
  /** Keys the encryption message adds (last digits of the number, the date in clear). */
  encryptionExtras: Record<string, unknown>;
  /** The brand the card number has, which the component shows and passes to the security code. */
  brand?: string;
}

/** The last thing this field told the component, so it speaks only when something changed. */
interface Reported {
  value: string;
  complete: boolean;
  error: string;
  brand: string;
}

// The parent's origin travels in the page's address (`d`, base64), as adyen-web writes it: answers go to that
// origin only, and only its messages are heard.
const parentOrigin = atob(new URLSearchParams(location.search).get('d') ?? '');

const input = document.getElementById('field') as HTMLInputElement;
const label = document.getElementById('label') as HTMLLabelElement;
const errorText = document.getElementById('error') as HTMLSpanElement;

let config: ConfigMessage | null = null;
let fieldType = '';
/** The card brand for the security code's length, as the component passes it on. */
let brandOfCard: string | null = null;
let cvcPolicy: FieldPolicy = 'required';
let expiryDatePolicy: FieldPolicy = 'required';
/** The length the component's bin lookup found for this card number, if it asked. */
let panLength: number | undefined;
let reported: Reported = { value: '', complete: false, error: '', brand: 'card' };
/** An error the component asked the field to show (pay pressed with the field unfinished). */
let externalError = '';
let lastBin = '';
let binRequests = 0;

function post(action: string, extras: Record<string, unknown> = {}): void {
  if (!config) return;
  const message: FieldMessage = { action, fieldType, numKey: config.numKey, ...extras };
  window.parent.postMessage(JSON.stringify(message), parentOrigin);
}

function read(text: string): Reading {
  const digits = text.replace(/\D/g, '');
  if (fieldType === 'encryptedCardNumber') {
    const supportedBrands = config?.cardGroupTypes ?? [];
    const options = { supportedBrands, ...(panLength ? { panLength } : {}) };
    const limit = checkCardNumber(digits, options).maxDigits;
    const value = digits.slice(0, limit);
    const check = checkCardNumber(value, options);
    return {
      display: formatCardNumber(value, check.brand),
      value,
      maxLength: formatCardNumber('9'.repeat(check.maxDigits), check.brand).length,
      check,
      parts: [{ encryptedFieldName: 'encryptedCardNumber', blob: testValue(value) }],
      encryptionExtras: { endDigits: value.slice(-4) },
      brand: check.brand ?? 'card',
    };
  }
  if (fieldType === 'encryptedExpiryDate') {
    const display = formatExpiryDate(text);
    const check =
      expiryDatePolicy === 'hidden'
        ? { complete: false, error: null, errorOnBlur: null, month: null, year: null }
        : checkExpiryDate(display, new Date(), config?.minimumExpiryDate);
    return {
      display,
      value: display.replace(/\D/g, ''),
      maxLength: 5,
      check,
      parts: [
        { encryptedFieldName: 'encryptedExpiryMonth', blob: testValue(check.month ?? '') },
        { encryptedFieldName: 'encryptedExpiryYear', blob: testValue(check.year ?? '') },
      ],
      // `type: 'year'` tells the component the date is whole, and it moves the focus on to the security code.
      encryptionExtras: { type: 'year', ...(config?.exposeExpiryDate ? { expiryDate: display } : {}) },
    };
  }
  const maxDigits = Math.max(...securityCodeLengths(brandOfCard));
  const value = digits.slice(0, maxDigits);
  return {
    display: value,
    value,
    maxLength: maxDigits,
    check:
      cvcPolicy === 'hidden'
        ? { complete: false, error: null, errorOnBlur: null }
        : checkSecurityCode(value, brandOfCard),
    parts: [{ encryptedFieldName: 'encryptedSecurityCode', blob: testValue(value) }],
    encryptionExtras: {},
  };
}

/**
 * Reads the input again (after typing, or when the component changed the rules) and tells the component
 * what changed: the brand first, then either the complete value or the error to show ('' for none).
 */
function update(action: string): void {
  const reading = read(input.value);
  if (input.value !== reading.display) replaceKeepingCaret(reading.display);
  input.maxLength = reading.maxLength;

  const brand = reading.brand ?? reported.brand;
  const brandChanged = brand !== reported.brand;
  // The stand-in's brands all ask for a security code and an expiry date.
  const brandExtras = brandChanged ? { brand, cvcPolicy: 'required', expiryDatePolicy: 'required' } : {};
  const error = reading.check.error ?? '';
  if (reading.check.complete) {
    if (brandChanged) post(action, { ...brandExtras, error: '' });
    if (!reported.complete || reading.value !== reported.value) {
      post('encryption', { [fieldType]: reading.parts, ...reading.encryptionExtras });
    }
  } else if (
    brandChanged ||
    reported.complete ||
    reading.value !== reported.value ||
    error !== reported.error
  ) {
    post(action, { ...brandExtras, error });
  }
  reported = { value: reading.value, complete: reading.check.complete, error, brand };
  if (fieldType === 'encryptedCardNumber') reportBin(reading.value);
  showState(reading.check.complete);
}

/**
 * The card's first six digits: the component hands them to the integrator's `onBinValue` and, given as a
 * test value, looks them up at `v3/bin/binLookup` for the brand and the number's length. Fewer digits
 * again tell it to forget the lookup.
 */
function reportBin(digits: string): void {
  const bin = digits.length >= 6 ? digits.slice(0, 6) : '';
  if (bin === lastBin) return;
  lastBin = bin;
  binRequests += 1;
  post(
    'binValue',
    bin ? { binValue: bin, encryptedBin: testValue(bin), uuid: `bin-${binRequests}` } : { binValue: '' },
  );
}

/** On leaving the field, an unfinished value is a mistake the component shows under the field. */
function checkOnBlur(): void {
  const reading = read(input.value);
  const error = reading.check.errorOnBlur;
  if (!reading.check.complete && error && error !== reported.error) {
    post('validation', { error });
    reported = { ...reported, error };
    showState(false);
  }
}

/** Keeps the caret after the same number of digits when grouping spaces or the date's slash move. */
function replaceKeepingCaret(display: string): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  input.value = display;
  let position = 0;
  for (let seen = 0; position < display.length && seen < digitsBefore; position += 1) {
    if (/\d/.test(display[position] ?? '')) seen += 1;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

function ariaTexts(): AriaTexts {
  const texts = config?.iframeUIConfig?.ariaConfig?.[fieldType];
  return typeof texts === 'object' ? texts : {};
}

/** The error the field carries for assistive technology, and the integrator's styles for its state. */
function showState(complete: boolean): void {
  const code = externalError || reported.error;
  const message = code ? (ariaTexts().error?.[code] ?? code) : '';
  input.setAttribute('aria-invalid', String(Boolean(code)));
  if (message) input.setAttribute('aria-describedby', 'error');
  else input.removeAttribute('aria-describedby');
  errorText.textContent = message;
  const styles: FieldStyles = config?.iframeUIConfig?.sfStyles ?? {};
  applyStyles(styles, code ? 'error' : complete ? 'validated' : null);
}

function applyStyles(styles: FieldStyles, state: 'error' | 'validated' | null): void {
  const rules = { ...styles.base, ...(state ? styles[state] : {}) };
  for (const property of STYLABLE) input.style.removeProperty(kebab(property));
  for (const [property, value] of Object.entries(rules)) {
    if (STYLABLE.has(property) && typeof value === 'string') input.style.setProperty(kebab(property), value);
  }
}

const kebab = (camel: string): string => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Names, autofill hints and keyboard of the input for its field, from the component's configuration. */
function configure(message: ConfigMessage): void {
  config = message;
  fieldType = message.fieldType;
  cvcPolicy = message.cvcPolicy ?? 'required';
  expiryDatePolicy = message.expiryDatePolicy ?? 'required';
  const aria = message.iframeUIConfig?.ariaConfig;
  if (typeof aria?.lang === 'string') document.documentElement.lang = aria.lang;
  label.textContent = ariaTexts().label ?? fieldType;
  const placeholders = message.iframeUIConfig?.placeholders ?? {};
  const autocomplete = {
    encryptedCardNumber: 'cc-number',
    encryptedExpiryDate: 'cc-exp',
    encryptedSecurityCode: 'cc-csc',
  }[fieldType];
  input.setAttribute('autocomplete', autocomplete ?? 'off');
  input.inputMode = 'numeric';
  input.placeholder =
    fieldType === 'encryptedSecurityCode'
      ? (placeholders.encryptedSecurityCode3digits ?? '')
      : (placeholders[fieldType] ?? '');
  if (fieldType === 'encryptedSecurityCode' && message.maskSecurityCode) input.type = 'password';
  const required = fieldType === 'encryptedSecurityCode' ? cvcPolicy === 'required' : true;
  input.setAttribute('aria-required', String(required));
  input.disabled = false;
  input.maxLength = read('').maxLength;
  showState(false);
  post('config');
}

function onParentMessage(message: ParentMessage): void {
  if (message.focus === true) input.focus();
  if (message.styleObject && config?.iframeUIConfig) {
    config.iframeUIConfig.sfStyles = message.styleObject;
    showState(reported.complete);
  }
  if (message.externalValidation || message.unsupportedCard !== undefined) {
    externalError = message.unsupportedCard === false ? '' : (message.code ?? '');
    showState(reported.complete);
  }
  if (message.autoComplete !== undefined && fieldType === 'encryptedExpiryDate') {
    input.value = message.autoComplete;
    update('autoComplete');
  }
  if (fieldType === 'encryptedSecurityCode' && (message.brand !== undefined || message.cvcPolicy)) {
    brandOfCard = message.brand ?? brandOfCard;
    cvcPolicy = message.cvcPolicy ?? cvcPolicy;
    input.setAttribute('aria-required', String(cvcPolicy === 'required'));
    update('brand');
  }
  if (fieldType === 'encryptedCardNumber' && message.brand !== undefined) {
    // The component's bin lookup: its length for this card, or `reset` to go back to the brand's lengths.
    panLength = message.brand === 'reset' ? undefined : message.panLength || undefined;
    update('brand');
  }
  if (fieldType === 'encryptedExpiryDate' && message.expiryDatePolicy) {
    expiryDatePolicy = message.expiryDatePolicy;
    update('expiryDatePolicy');
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== parentOrigin || event.source !== window.parent || typeof event.data !== 'string')
    return;
  let message: ParentMessage & Partial<ConfigMessage>;
  try {
    message = JSON.parse(event.data) as ParentMessage & Partial<ConfigMessage>;
  } catch {
    return;
  }
  if (typeof message.numKey !== 'number') return;
  if (!config) {
    if (typeof message.fieldType === 'string' && FIELD_TYPES.includes(message.fieldType)) {
      configure(message as ConfigMessage);
    }
    return;
  }
  if (message.numKey === config.numKey) onParentMessage(message);
});

input.addEventListener('input', (event) => {
  externalError = '';
  const deleting = (event as InputEvent).inputType?.startsWith('delete');
  update(deleting ? 'delete' : 'numberKeyPressed');
});
input.addEventListener('focus', () =>
  post('focus', { focus: true, numChars: read(input.value).value.length }),
);
input.addEventListener('blur', () => {
  post('focus', { focus: false, numChars: read(input.value).value.length });
  checkOnBlur();
});
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') post('enterKeyPressed');
});
