import type {
  ProductRenderFormattedPrices,
  ProductRenderPriceInfo,
  ProductRenderPrices,
  TaxRuleDocument,
} from '@shop/contracts';
import {
  finalPriceInclTax,
  priceExclTax,
  taxRateFor,
  userGroupTaxRules,
  type PricedProduct,
} from '@shop/pricing';
import { amountInStoreCurrency, type StoreView } from '@shop/store-views';

/** Where and for whom a price is rendered: the store view's tax country, currency and locale, and today. */
export interface RenderPriceContext {
  /** The shop's calendar date (YYYY-MM-DD): special price windows are compared with it. */
  today: string;
  taxRules: readonly TaxRuleDocument[];
  taxCountry: string;
  currency: StoreView['currency'];
  locale: string;
  /** Set only when the platform's group tax setting is on and the call named a user group (seed 000 §6). */
  userGroupId: number | null;
}

interface Amounts {
  final: number;
  regular: number;
}

/**
 * The price_info of the render-list answer (seed 000 §7 'Price refresh') for one product, or for a
 * configurable product from its enabled children (`sellables` holds them): Magento prices a configurable
 * at its cheapest child and names the dearest in the max_* fields.
 *
 * Source prices include tax (seed 000 §9). Each amount is first put in the asked currency, then its tax
 * is taken out, exactly as the cart's totals do, so a live price is the price the cart will charge.
 */
export function renderPriceInfo(
  sellables: readonly PricedProduct[],
  context: RenderPriceContext,
): ProductRenderPriceInfo {
  if (sellables.length === 0) throw new Error('renderPriceInfo needs at least one product');
  const rules = userGroupTaxRules(context.taxRules, context.userGroupId);
  const inCurrency = (amount: number) => amountInStoreCurrency(amount, { currency: context.currency });
  const inclTax: Amounts[] = [];
  const exclTax: Amounts[] = [];
  for (const product of sellables) {
    const rate = taxRateFor(product.tax_class_id, rules, { country: context.taxCountry });
    const final = inCurrency(finalPriceInclTax(product, context.today));
    const regular = inCurrency(product.price);
    inclTax.push({ final, regular });
    exclTax.push({ final: priceExclTax(final, rate), regular: priceExclTax(regular, rate) });
  }
  const format = priceFormat(context.locale, context.currency);
  return {
    ...renderPrices(inclTax, format),
    extension_attributes: { tax_adjustments: renderPrices(exclTax, format) },
  };
}

function renderPrices(amounts: readonly Amounts[], format: (amount: number) => string): ProductRenderPrices {
  const finals = amounts.map((amount) => amount.final);
  const regulars = amounts.map((amount) => amount.regular);
  const finalPrice = Math.min(...finals);
  const regularPrice = Math.min(...regulars);
  const prices = {
    final_price: finalPrice,
    max_price: Math.max(...finals),
    max_regular_price: Math.max(...regulars),
    minimal_regular_price: regularPrice,
    // A special price is only worth showing when it is what the shopper pays and less than the regular price.
    special_price: finalPrice < regularPrice ? finalPrice : 0,
    minimal_price: finalPrice,
    regular_price: regularPrice,
  };
  const formatted = Object.fromEntries(
    Object.entries(prices).map(([field, amount]) => [field, format(amount)]),
  ) as ProductRenderFormattedPrices;
  return { ...prices, formatted_prices: formatted };
}

/** Magento's formatted prices are HTML; the amount is written in the store view's locale and currency. */
function priceFormat(locale: string, currency: string): (amount: number) => string {
  const numberFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (amount) => `<span class="price">${numberFormat.format(amount)}</span>`;
}
