/**
 * The messages adyen-web v6's card fields layer ("CSF", in the Card component) and a secured field iframe
 * exchange with window.postMessage, as JSON text. Read from adyen-web's own code (its
 * `components/internal/SecuredFields/lib/CSF/` and `securedField/SecuredField.js`); named here so the
 * page's script reads as the conversation it is.
 *
 * The parent speaks first: when the iframe has loaded it posts the field's configuration with a random
 * `numKey`. Every later message, both ways, repeats that `numKey`; the parent drops answers with another
 * one and answers whose origin is not the origin of its `loadingContext` (the part before
 * `/checkoutshopper/`).
 */

/** The fields of adyen-web's Card component (its `data-cse` attributes). */
export type FieldType = 'encryptedCardNumber' | 'encryptedExpiryDate' | 'encryptedSecurityCode';

export const FIELD_TYPES: readonly string[] = [
  'encryptedCardNumber',
  'encryptedExpiryDate',
  'encryptedSecurityCode',
] satisfies FieldType[];

/** `required`, `optional` or `hidden`: whether the security code and expiry date must be given. */
export type FieldPolicy = 'required' | 'optional' | 'hidden';

/** The texts the component hands the field for assistive technology, in the shopper's language. */
export interface AriaTexts {
  iframeTitle?: string;
  label?: string;
  /** Messages by error code (`cc.num.902` -> "Enter a valid card number"). */
  error?: Record<string, string>;
  contextualTexts?: Record<string, string>;
}

/** Style rules of the Card's `styles` option, by state: CSS properties in camelCase. */
export type FieldStyles = Partial<
  Record<'base' | 'error' | 'validated' | 'placeholder', Record<string, string>>
>;

/** The first message: the field's configuration (adyen-web's `sfConfig` plus the `numKey`). */
export interface ConfigMessage {
  numKey: number;
  fieldType: string;
  txVariant?: string;
  /** The brands the Card accepts (`brands`), e.g. ['visa', 'mc']. */
  cardGroupTypes?: string[];
  cvcPolicy?: FieldPolicy;
  expiryDatePolicy?: FieldPolicy;
  iframeUIConfig?: {
    sfStyles?: FieldStyles;
    ariaConfig?: { lang?: string } & Record<string, AriaTexts | string | undefined>;
    placeholders?: Record<string, string>;
  };
  maskSecurityCode?: boolean;
  /** MM/YY before which a card is refused. */
  minimumExpiryDate?: string | null;
  /** Whether the expiry date's encryption message also carries it in clear ('MM/YY'). */
  exposeExpiryDate?: boolean;
}

/** Later messages from the parent: each carries some of these keys. */
export interface ParentMessage {
  numKey: number;
  fieldType?: string;
  /** Move the caret into this field (focus moves between iframes, or from the component's labels). */
  focus?: boolean;
  /** The brand the card number has (to the security code), or what the bin lookup found (to the number). */
  brand?: string;
  cvcPolicy?: FieldPolicy;
  expiryDatePolicy?: FieldPolicy;
  panLength?: number;
  enableLuhnCheck?: boolean;
  styleObject?: FieldStyles;
  /** The shopper pressed pay with this field unfinished: show it as invalid. */
  externalValidation?: boolean;
  unsupportedCard?: boolean;
  code?: string;
  /** A value the browser's autofill put in the component's holder name field (cc-exp). */
  autoComplete?: string;
}

/** One part of a field's value for the payment request: Adyen's `encryptedFieldName` and its blob. */
export interface EncryptedPart {
  encryptedFieldName: string;
  blob: string;
}

/**
 * What a field posts back. `action` says what happened: `config` (configured), `focus`, `encryption` (the
 * value is complete: its parts are under the field's own name), `enterKeyPressed`, `binValue`, and any other
 * name (`numberKeyPressed`, `delete`, `validation`) for "the value changed and is not complete": the parent
 * then forgets an earlier encryption, shows `error` ('' clears it), and takes `brand` from the card number.
 */
export type FieldMessage = {
  action: string;
  fieldType: string;
  numKey: number;
} & Record<string, unknown>;
