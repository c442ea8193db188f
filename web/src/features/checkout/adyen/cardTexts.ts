import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words of the card component (its labels, hints, iframe titles and field errors, by the provider's
 * translation keys), in the store view's language through Lingui like every other text of the shop. The
 * provider would load its own translations from its servers; given here, the card form reads in the shopper's
 * language wherever it runs, and says what the shop says (the English is the provider's own wording).
 */
const CARD_TEXTS: Record<string, MessageDescriptor> = {
  'form.instruction': msg`Alle velden zijn verplicht, tenzij anders aangegeven.`,
  'field.title.optional': msg`(optioneel)`,
  'field.valid': msg`Veld geldig`,
  'field.invalid': msg`Veld niet geldig`,
  'creditCard.cardNumber.label': msg`Kaartnummer`,
  'creditCard.encryptedCardNumber.aria.iframeTitle': msg`Kaartnummer`,
  'creditCard.expiryDate.label': msg`Vervaldatum`,
  'creditCard.encryptedExpiryDate.aria.iframeTitle': msg`Vervaldatum`,
  'creditCard.expiryDate.contextualText': msg`Voorkant van de kaart, als MM/JJ`,
  'creditCard.securityCode.label': msg`Beveiligingscode`,
  'creditCard.encryptedSecurityCode.aria.iframeTitle': msg`Beveiligingscode`,
  'creditCard.securityCode.label.optional': msg`Beveiligingscode (optioneel)`,
  'creditCard.securityCode.contextualText.3digits': msg`3 cijfers op de achterkant van de kaart`,
  'creditCard.securityCode.contextualText.4digits': msg`4 cijfers op de voorkant van de kaart`,
  'creditCard.holderName': msg`Naam op de kaart`,
  'cc.num.900': msg`Vul het kaartnummer in`,
  'cc.num.901': msg`Vul het volledige kaartnummer in`,
  'cc.num.902': msg`Vul een geldig kaartnummer in`,
  'cc.num.903': msg`Vul een kaartmerk in dat we aanvaarden`,
  'cc.num.904': msg`Dit soort kaart aanvaarden we niet`,
  'cc.dat.910': msg`Vul de vervaldatum in. Voorkant van de kaart, als MM/JJ.`,
  'cc.dat.911': msg`Vul de volledige vervaldatum in. Voorkant van de kaart, als MM/JJ.`,
  'cc.dat.912': msg`Vul een geldige vervaldatum in. Voorkant van de kaart, als MM/JJ.`,
  'cc.dat.913': msg`Vul een geldige vervaldatum in. Voorkant van de kaart, als MM/JJ.`,
  'cc.dat.914': msg`Deze kaart vervalt binnenkort`,
  'cc.cvc.920': msg`Vul de beveiligingscode in. 3 cijfers op de achterkant van de kaart.`,
  'cc.cvc.921': msg`Vul de volledige beveiligingscode in. 3 cijfers op de achterkant van de kaart.`,
  'cc.cvc.920.amex': msg`Vul de beveiligingscode in. 4 cijfers op de voorkant van de kaart.`,
  'cc.cvc.921.amex': msg`Vul de volledige beveiligingscode in. 4 cijfers op de voorkant van de kaart.`,
};

/** The card component's texts in the shopper's language, as the component takes custom translations. */
export function cardTexts(i18n: I18n): Record<string, string> {
  return Object.fromEntries(Object.entries(CARD_TEXTS).map(([key, text]) => [key, i18n._(text)]));
}
