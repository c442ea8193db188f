import { UpstreamError } from '../../../shared/envelope';
import { isRecord } from '../../domain/checkoutInput';

const BAD_REQUEST = 400;

/** The card fields of the card component's state data (seed 000 §3 Payment state 'Card fields entered'). */
export interface CardPaymentMethod {
  type: 'scheme';
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
  holderName: string;
  brand?: string;
}

/** The card component's state data: the card fields plus what 3DS2 needs of the browser. */
export interface CardStateData {
  paymentMethod: CardPaymentMethod;
  browserInfo?: Record<string, unknown>;
  origin?: string;
}

const ENCRYPTED_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;

/**
 * `additional_data.stateData` of payment-information: a JSON string (or, leniently, the object) with a card
 * payment method. Anything else is refused before an order is placed, so a malformed payment writes nothing.
 */
export function parseCardStateData(value: unknown): CardStateData {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new UpstreamError(BAD_REQUEST, 'The card details (stateData) are not valid JSON.');
    }
  }
  if (!isRecord(data) || !isRecord(data.paymentMethod))
    throw new UpstreamError(BAD_REQUEST, 'The card details (stateData.paymentMethod) are missing.');
  const method = data.paymentMethod;
  if (method.type !== 'scheme')
    throw new UpstreamError(BAD_REQUEST, 'Only card payments (paymentMethod.type "scheme") are taken here.');
  const missing = ENCRYPTED_FIELDS.filter(
    (field) => typeof method[field] !== 'string' || (method[field] as string).trim() === '',
  );
  if (missing.length > 0)
    throw new UpstreamError(BAD_REQUEST, `The card details lack ${missing.join(', ')}.`);
  const paymentMethod: CardPaymentMethod = {
    type: 'scheme',
    encryptedCardNumber: (method.encryptedCardNumber as string).trim(),
    encryptedExpiryMonth: (method.encryptedExpiryMonth as string).trim(),
    encryptedExpiryYear: (method.encryptedExpiryYear as string).trim(),
    encryptedSecurityCode: (method.encryptedSecurityCode as string).trim(),
    holderName: typeof method.holderName === 'string' ? method.holderName.trim() : '',
  };
  if (typeof method.brand === 'string' && method.brand) paymentMethod.brand = method.brand;
  const stateData: CardStateData = { paymentMethod };
  if (isRecord(data.browserInfo)) stateData.browserInfo = data.browserInfo;
  if (typeof data.origin === 'string' && data.origin) stateData.origin = data.origin;
  return stateData;
}
