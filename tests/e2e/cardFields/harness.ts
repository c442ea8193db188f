/// <reference lib="dom" />
/**
 * The browser side of the card fields journey: adyen-web's Card, mounted the way the shop's payment step
 * mounts it, with every Adyen URL pointed at the commerce stand-in (`?api=<commerce>/checkoutshopper/`).
 * It records what the Card tells the integrator, for the spec to read.
 */
import { AdyenCheckout, Card } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';

/** What the spec reads of each `onChange`: plain data (the Card's own state holds DOM nodes). */
export interface RecordedState {
  isValid: boolean;
  paymentMethod: Record<string, unknown>;
  /** The risk module's device fingerprint, base64 JSON. */
  clientData?: string;
  /** Error codes by field, for the fields that have one. */
  errors: Record<string, string>;
}

declare global {
  interface Window {
    cardStates: RecordedState[];
    cardErrors: string[];
    cardReady: boolean;
  }
}

function errorCodes(errors: Record<string, unknown> | undefined): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) {
    if (error && typeof error === 'object' && 'error' in error) codes[field] = String(error.error);
    else if (error) codes[field] = String(error);
  }
  return codes;
}

window.cardStates = [];
window.cardErrors = [];
window.cardReady = false;

const query = new URLSearchParams(location.search);
const api = query.get('api') ?? '';
// The brands the shop accepts, as Adyen's paymentMethods response lists them for cards.
const brands = (query.get('brands') ?? 'visa,mc,amex').split(',');
const checkout = await AdyenCheckout({
  // adyen-web refuses a `test_` or `live_` key against a URL without "test" or "live" in it.
  clientKey: 'local_standin',
  environment: 'test',
  locale: 'en-US',
  countryCode: 'BE',
  amount: { value: 2495, currency: 'EUR' },
  analytics: { enabled: false },
  _environmentUrls: { api, analytics: api, cdn: { images: api, translations: api } },
  paymentMethodsResponse: {
    paymentMethods: [{ type: 'scheme', name: 'Cards', brands }],
  },
  onError: (error) => window.cardErrors.push(`${error.name}: ${error.message}`),
});

new Card(checkout, {
  hasHolderName: true,
  holderNameRequired: true,
  onConfigSuccess: () => (window.cardReady = true),
  onChange: (state) => {
    window.cardStates.push({
      isValid: Boolean(state.isValid),
      paymentMethod: { ...(state.data?.paymentMethod ?? {}) },
      clientData: state.data?.riskData?.clientData,
      errors: errorCodes(state.errors as Record<string, unknown> | undefined),
    });
  },
}).mount('#card');
