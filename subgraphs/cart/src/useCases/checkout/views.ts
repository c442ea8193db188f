import type { Currency } from '../../domain/totals';
import { money } from '../../domain/totals';
import type { ShippingMethodChoice } from '../../domain/checkout/methods';

/** A shipping method choice with its price as Money. */
export function shippingMethodView(method: ShippingMethodChoice, currency: Currency) {
  return { ...method, priceInclTax: money(method.priceInclTax, currency) };
}
