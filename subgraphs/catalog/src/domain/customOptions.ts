import type { CustomOption, CustomOptionValue } from '@shop/contracts';
import { customOptionValuePrice } from '@shop/pricing';
import { moneyIn, type Currency, type Money } from './currency';

export interface CustomOptionValueView {
  optionTypeId: number;
  title: string;
  priceType: CustomOptionValue['price_type'];
  /** What choosing the value adds to the price, incl. tax; null when it adds nothing. */
  price: Money | null;
}

export interface CustomOptionView {
  optionId: number;
  title: string;
  type: CustomOption['type'];
  required: boolean;
  values: CustomOptionValueView[];
}

/**
 * A product's custom options with what each value adds to the price to pay (seed 000 §5: only values
 * with option_type_id above 0 and a non-zero price count; percent prices are divided by 100 and
 * relative to the product price, here the price to pay incl. tax, `finalPrice`, in euro). Values with
 * an empty label are dropped (seed 000 §5); the rest keep their sort order.
 */
export function customOptionsOf(
  options: readonly CustomOption[] | undefined,
  finalPrice: number,
  currency: Currency,
): CustomOptionView[] {
  return (options ?? []).map((option) => ({
    optionId: option.option_id,
    title: option.title,
    type: option.type,
    required: option.is_require,
    values: [...option.values]
      .filter((value) => value.title.trim() !== '')
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((value) => {
        const price = customOptionValuePrice(value, finalPrice);
        return {
          optionTypeId: value.option_type_id,
          title: value.title,
          priceType: value.price_type,
          price: price === null ? null : moneyIn(currency, price),
        };
      }),
  }));
}
