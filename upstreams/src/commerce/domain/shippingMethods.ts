import type { ShippingMethod } from '@shop/contracts';

/** The countries the shop ships to (issue 11: Belgium and the Netherlands only). */
export const SHIPPING_COUNTRIES: readonly string[] = ['BE', 'NL'];

/**
 * The stand-in's carriers, in euro incl. tax. The seed names no rates: a flat rate per order, and free
 * shipping once the cart (incl. tax, after discounts) reaches the threshold.
 */
export const SHIPPING_RATES = {
  flatRateEur: 4.95,
  freeShippingFromEur: 50,
  /** Books and their shipping are taxed at 6% in Belgium and 9% in the Netherlands. */
  taxPercentByCountry: { BE: 6, NL: 9 } as Readonly<Record<string, number>>,
} as const;

/** The stand-in's carriers by code (each has one method, of the same code and title). */
const CARRIER_TITLES = { flatrate: 'Flat Rate', freeshipping: 'Free Shipping' } as const;

/** The title of a stand-in carrier, or undefined for a code it does not know. */
export function carrierTitle(carrierCode: string): string | undefined {
  return (CARRIER_TITLES as Readonly<Record<string, string>>)[carrierCode];
}

export const FREE_SHIPPING_NOT_REACHED = 'Free shipping applies to orders from the free shipping amount on.';

export interface ShippingQuote {
  /** The country of the shipping address (ISO 3166 alpha-2). */
  countryId: string;
  /** What the cart comes to, incl. tax, after the coupon, in the store view's currency. */
  cartAmount: number;
  /** Converts a euro amount to the store view's currency, rounded to cents. */
  toStoreCurrency: (euro: number) => number;
}

/**
 * The shipping methods for an address: none outside Belgium and the Netherlands; there the flat rate, and
 * free shipping, which says `available: false` below its threshold (the shop drops such methods).
 */
export function shippingMethodsFor({
  countryId,
  cartAmount,
  toStoreCurrency,
}: ShippingQuote): ShippingMethod[] {
  const country = countryId.trim().toUpperCase();
  if (!SHIPPING_COUNTRIES.includes(country)) return [];
  const taxPercent = shippingTaxPercent(country);
  const method = (
    code: string,
    title: string,
    euro: number,
    available: boolean,
    errorMessage = '',
  ): ShippingMethod => {
    const inclTax = toStoreCurrency(euro);
    return {
      carrier_code: code,
      method_code: code,
      carrier_title: title,
      method_title: title,
      amount: inclTax,
      price_incl_tax: inclTax,
      price_excl_tax: toStoreCurrency(euro / (1 + taxPercent / 100)),
      available,
      error_message: errorMessage,
    };
  };
  const free = cartAmount >= toStoreCurrency(SHIPPING_RATES.freeShippingFromEur);
  return [
    method('flatrate', CARRIER_TITLES.flatrate, SHIPPING_RATES.flatRateEur, true),
    method('freeshipping', CARRIER_TITLES.freeshipping, 0, free, free ? '' : FREE_SHIPPING_NOT_REACHED),
  ];
}

/** The tax percent of shipping to a country (0 where the shop does not ship). */
export function shippingTaxPercent(countryId: string): number {
  return SHIPPING_RATES.taxPercentByCountry[countryId.trim().toUpperCase()] ?? 0;
}

/** The available method of these codes, or undefined when the address has no such method. */
export function chosenShippingMethod(
  methods: readonly ShippingMethod[],
  carrierCode: string,
  methodCode: string,
): ShippingMethod | undefined {
  return methods.find(
    (method) => method.available && method.carrier_code === carrierCode && method.method_code === methodCode,
  );
}
