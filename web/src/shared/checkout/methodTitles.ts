import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The platform titles its methods once, in English (seed 000 §3 'Payment method: code, title'; 'Shipping method:
 * method_code, carrier_code, method_title'); the shop names the ones it knows in the store view's language, by
 * code, and shows any other method with the platform's title.
 */
const PAYMENT_METHOD_TITLES: Record<string, MessageDescriptor> = {
  checkmo: msg`Overschrijving of factuur`,
  cashondelivery: msg`Betalen bij levering`,
  adyen_cc: msg`Bankkaart of kredietkaart`,
};

const SHIPPING_METHOD_TITLES: Record<string, MessageDescriptor> = {
  flatrate: msg`Levering aan huis`,
  freeshipping: msg`Gratis levering aan huis`,
};

export function paymentMethodTitle(i18n: I18n, method: { code: string; title: string }): string {
  const known = PAYMENT_METHOD_TITLES[method.code];
  return known ? i18n._(known) : method.title;
}

export function shippingMethodTitle(
  i18n: I18n,
  method: { carrierCode: string; methodCode: string; carrierTitle: string; title: string },
): string {
  return orderShippingMethodTitle(i18n, {
    carrierCode: method.carrierCode,
    title: `${method.carrierTitle} – ${method.title}`,
  });
}

/** The shipping method of a placed order: the shop's name for its carrier, else the platform's title. */
export function orderShippingMethodTitle(i18n: I18n, method: { carrierCode: string; title: string }): string {
  const known = SHIPPING_METHOD_TITLES[method.carrierCode];
  return known ? i18n._(known) : method.title;
}
