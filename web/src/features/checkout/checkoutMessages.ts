import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import type { PaymentOutcome } from './domain/paymentOutcome';

/**
 * The checkout's user errors by their stable code, in the store view's language (ARCHITECTURE: the graph sends
 * the seed's English words and a code the client translates). The form rules of seed 000 §5 share their codes
 * with @shop/validation and read as everywhere in the shop; a code the shop does not know keeps the graph's
 * message.
 */
const USER_ERRORS: Record<string, MessageDescriptor> = {
  EMAIL_EXISTS: msg`Er bestaat al een account met dit e-mailadres. Log in om verder te gaan.`,
  // seed 000 §9 'Shipping only to the Netherlands and Belgium.'
  COUNTRY_NOT_SHIPPED: msg`We verzenden alleen naar Nederland en België.`,
  // seed 000 §5 'numbers only' (the number of pupils).
  NUMBERS_ONLY: msg`Dit veld aanvaardt alleen cijfers.`,
  CART_NOT_FOUND: msg`Je winkelmandje bestaat niet meer. Maak een nieuw winkelmandje aan.`,
  EMPTY_CART: msg`Je winkelmandje is leeg.`,
  CART_CHANGED: msg`Je winkelmandje is intussen veranderd. Kijk je bestelling na en probeer het opnieuw.`,
  OUT_OF_STOCK: msg`Sommige bestelde producten zijn niet meer beschikbaar.`,
  SHIPPING_METHOD_NOT_AVAILABLE: msg`Deze verzendwijze is niet beschikbaar. Kies een andere.`,
  PAYMENT_METHOD_NOT_AVAILABLE: msg`Deze betaalwijze is niet beschikbaar. Kies een andere.`,
  // seed 001 §5
  CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS: msg`Klasleespakketten moeten zonder andere producten worden gekocht.`,
  PAYMENT_REFUSED: msg`Je betaling is geweigerd.`,
  CARD_INCOMPLETE: msg`Vul je kaartgegevens volledig in.`,
  NOT_LOGGED_IN: msg`Je moet ingelogd zijn om deze pagina te zien`,
};

export function checkoutErrorText(i18n: I18n, error: { code: string; message?: string }): string {
  const known = USER_ERRORS[error.code];
  return known ? i18n._(known) : formRuleMessage(i18n, error);
}

/**
 * Why a card was refused, in the shopper's language: the refusal reasons Adyen names most, by their exact
 * text. Any other reason is shown as the card scheme gave it.
 */
const REFUSAL_REASONS: Record<string, MessageDescriptor> = {
  Refused: msg`De betaling is geweigerd.`,
  Referral: msg`De betaling is geweigerd. Neem contact op met je bank.`,
  'Blocked Card': msg`Deze kaart is geblokkeerd.`,
  'Expired Card': msg`Deze kaart is verlopen.`,
  'Invalid Card Number': msg`Het kaartnummer is niet geldig.`,
  'Invalid Amount': msg`Het bedrag is niet geldig voor deze kaart.`,
  'Not enough balance': msg`Het saldo op je kaart is onvoldoende.`,
  'CVC Declined': msg`De beveiligingscode (CVC) klopt niet.`,
  '3D Not Authenticated': msg`De verificatie bij je bank is niet gelukt.`,
  'Issuer Unavailable': msg`Je bank is niet bereikbaar. Probeer het later opnieuw.`,
  'Acquirer Error': msg`Er ging iets mis bij de verwerking van de betaling. Probeer het later opnieuw.`,
  'Not supported': msg`Deze kaart wordt niet ondersteund.`,
  'Restricted Card': msg`Deze kaart mag niet voor deze betaling worden gebruikt.`,
  'Transaction Not Permitted': msg`Deze betaling is niet toegestaan met deze kaart.`,
  Cancelled: msg`De betaling is geannuleerd.`,
  'Shopper Cancelled': msg`Je hebt de betaling geannuleerd.`,
  FRAUD: msg`De betaling is geweigerd.`,
  'Withdrawal amount exceeded': msg`De limiet van je kaart is bereikt.`,
};

/** The refusal reason in the shopper's language; the reason as given when the shop does not know it. */
export function refusalReasonText(i18n: I18n, reason: string | null): string {
  if (!reason) return i18n._(USER_ERRORS.PAYMENT_REFUSED!);
  const known = REFUSAL_REASONS[reason];
  return known ? i18n._(known) : reason;
}

/** A card payment that failed for another reason than a refusal (resultCode Error, a component error). */
export const PAYMENT_FAILED = msg`De betaling is niet gelukt. Probeer het opnieuw of kies een andere betaalwijze.`;

/** Why a payment did not go through, on the payment step and at the payment return alike. */
export function paymentProblemText(i18n: I18n, outcome: PaymentOutcome): string {
  return outcome.kind === 'refused' ? refusalReasonText(i18n, outcome.reason) : i18n._(PAYMENT_FAILED);
}
/** The graph could not be reached. */
