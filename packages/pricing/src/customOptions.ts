import type { CustomOptionValue } from '@shop/contracts';

export type PricedCustomOptionValue = Pick<CustomOptionValue, 'option_type_id' | 'price' | 'price_type'>;

/**
 * seed 000 §5: 'Price of custom options counts only when option_type_id is above 0 and price is
 * non-zero; percent prices are divided by 100 and are relative to the product price.' The amount a
 * chosen value adds to `productPrice`, or null when the value does not change the price.
 */
export function customOptionValuePrice(value: PricedCustomOptionValue, productPrice: number): number | null {
  if (!(value.option_type_id > 0) || value.price === 0) return null;
  return value.price_type === 'percent' ? (value.price / 100) * productPrice : value.price;
}

/** What the chosen custom option values add to the product price together (seed 000 §5). */
export function customOptionsPriceDelta(
  chosen: readonly PricedCustomOptionValue[],
  productPrice: number,
): number {
  return chosen.reduce((delta, value) => delta + (customOptionValuePrice(value, productPrice) ?? 0), 0);
}
