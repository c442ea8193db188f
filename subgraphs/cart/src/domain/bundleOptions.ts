import { bundleOptionChoicesOf, type BundleOptionChoice, type CartItemProductOption } from '@shop/contracts';

/** The products chosen for one option of a bundle line (seed 000 §3 product_option bundle_options). */
export interface ChosenBundleOption {
  optionId: number;
  linkIds: number[];
  qty: number;
}

/** A bundle line's chosen options as the platform keeps them in its product_option; empty without any. */
export function chosenBundleOptions(productOption: unknown): ChosenBundleOption[] {
  return (bundleOptionChoicesOf(productOption) ?? []).map((choice) => ({
    optionId: choice.option_id,
    linkIds: choice.option_selections,
    qty: choice.option_qty,
  }));
}

/**
 * The product_option of a bundle line as vue-storefront-api passes it to Magento:
 * `{ extension_attributes: { bundle_options: [{ option_id, option_qty, option_selections }] } }`.
 */
export function bundleProductOption(chosen: readonly ChosenBundleOption[]): CartItemProductOption {
  const bundleOptions: BundleOptionChoice[] = chosen.map((option) => ({
    option_id: option.optionId,
    option_qty: option.qty,
    option_selections: [...option.linkIds],
  }));
  return { extension_attributes: { bundle_options: bundleOptions } };
}

/** Whether a cart line was bought with this choice, whatever the order of its options and links. */
export function sameBundleChoice(productOption: unknown, chosen: readonly ChosenBundleOption[]): boolean {
  return choiceKey(chosenBundleOptions(productOption)) === choiceKey(chosen);
}

function choiceKey(chosen: readonly ChosenBundleOption[]): string {
  return JSON.stringify(
    [...chosen]
      .sort((a, b) => a.optionId - b.optionId)
      .map((option) => [option.optionId, [...option.linkIds].sort((a, b) => a - b), option.qty]),
  );
}

/**
 * What can be told of a choice without the bundle's options: an option chosen twice, an option without a
 * chosen link, or a quantity below 1 is not a choice the bundle can have. Whether each link belongs to its
 * option and every required option is chosen, the platform checks against the bundle (and says which).
 */
export function isWellFormedBundleChoice(chosen: readonly ChosenBundleOption[]): boolean {
  const optionIds = new Set(chosen.map((option) => option.optionId));
  return (
    optionIds.size === chosen.length &&
    chosen.every((option) => option.linkIds.length > 0 && Number.isFinite(option.qty) && option.qty >= 1)
  );
}
