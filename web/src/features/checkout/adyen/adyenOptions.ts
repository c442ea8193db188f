import type { AdyenRuntimeConfig } from '@/shared/config/runtimeConfig';
import type { MoneyValue } from '@/shared/format/price';

/** The card component's language: the provider has nl-NL and en-US (its own locales), not each country's. */
export function adyenLocaleOf(language: 'nl' | 'en'): string {
  return language === 'nl' ? 'nl-NL' : 'en-US';
}

/** An amount in minor units, as the provider counts it (EUR and USD have two decimals). */
export function minorUnits(money: MoneyValue): { value: number; currency: string } {
  return { value: Math.round(money.value * 100), currency: money.currency };
}

/**
 * The options of AdyenCheckout besides its callbacks. With a checkoutshopper URL (the local stand-in), every
 * resource the library would load from the provider (the secured card fields, translations, images) comes
 * from there, and the library sends no analytics; without one, the provider's own servers of `environment`.
 */
export function adyenCheckoutOptions(
  config: AdyenRuntimeConfig,
  order: {
    language: 'nl' | 'en';
    countryCode: string;
    amount: MoneyValue;
    /** The component's texts in the shopper's language (cardTexts), over the provider's own. */
    texts: Record<string, string>;
  },
) {
  const url = config.checkoutshopperUrl;
  const locale = adyenLocaleOf(order.language);
  return {
    clientKey: config.clientKey,
    environment: config.environment as 'test',
    locale,
    translations: { [locale]: order.texts },
    countryCode: order.countryCode,
    amount: minorUnits(order.amount),
    analytics: { enabled: false },
    ...(url
      ? { _environmentUrls: { api: url, analytics: url, cdn: { images: url, translations: url } } }
      : {}),
  };
}
