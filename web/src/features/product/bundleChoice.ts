import { useMemo } from 'react';
import { bundlePrice } from '@shop/pricing';
import type { MoneyValue } from '@/shared/format/price';
import type { BundleChooser_OptionFragment } from './BundleChooser.generated';
import { useBundleLinkPricesQuery } from './BundleLinkPrices.generated';

/** The price of one of each linked product, by sku (BundleLinkPrices). */
export type LinkPrices = ReadonlyMap<string, MoneyValue>;

/** The prices of a bundle's linked products; empty until they are known. */
export function useBundleLinkPrices(options: readonly BundleChooser_OptionFragment[]): LinkPrices {
  const skus = [...new Set(options.flatMap((option) => option.links.map((link) => link.sku)))];
  const { data } = useBundleLinkPricesQuery({ variables: { skus }, skip: skus.length === 0 });
  return useMemo(
    () =>
      new Map(
        (data?.productsBySku ?? []).flatMap((product) =>
          product ? [[product.sku, product.price.final] as const] : [],
        ),
      ),
    [data],
  );
}

/** The chosen link ids of each option of a bundle, by option id. */
export type BundleChoice = Readonly<Record<number, readonly number[]>>;

/** Whether an option takes one product (select, radio) rather than several (checkbox, multi). */
export const takesOne = (option: Pick<BundleChooser_OptionFragment, 'type'>) =>
  option.type === 'SELECT' || option.type === 'RADIO';

/** seed 000 §5: the default links are chosen until the shopper chooses otherwise. */
export function defaultBundleChoice(options: readonly BundleChooser_OptionFragment[]): BundleChoice {
  return Object.fromEntries(
    options.map((option) => [option.optionId, option.links.filter((l) => l.isDefault).map((l) => l.id)]),
  );
}

/** The required options without a chosen product, in their order. */
export function missingRequiredOptions(
  options: readonly BundleChooser_OptionFragment[],
  choice: BundleChoice,
): BundleChooser_OptionFragment[] {
  return options.filter((option) => option.required && (choice[option.optionId] ?? []).length === 0);
}

/** The choice as addToCart takes it: one entry per option with a chosen product, with the link's qty. */
export function bundleOptionsInput(
  options: readonly BundleChooser_OptionFragment[],
  choice: BundleChoice,
): { optionId: number; linkIds: number[]; qty: number }[] {
  return options.flatMap((option) => {
    const linkIds = [...(choice[option.optionId] ?? [])];
    if (linkIds.length === 0) return [];
    const qty = linkIds.length === 1 ? (option.links.find((l) => l.id === linkIds[0])?.qty ?? 1) : 1;
    return [{ optionId: option.optionId, linkIds, qty }];
  });
}

/**
 * The price of the chosen bundle: the chosen links' prices times qty (seed 000 §5, @shop/pricing's rule,
 * which the cart prices the line by). Null while a chosen product has no price here (not loaded yet, or not
 * in the catalogue): the catalogue's own price of the bundle, its default links', then stands.
 */
export function chosenBundlePrice(
  options: readonly BundleChooser_OptionFragment[],
  choice: BundleChoice,
  prices: LinkPrices,
): MoneyValue | null {
  const links = options.flatMap((option) =>
    option.links.filter((link) => (choice[option.optionId] ?? []).includes(link.id)),
  );
  const priced = links.flatMap((link) => {
    const money = prices.get(link.sku);
    return money ? [{ unitPrice: money.value, qty: link.qty, money }] : [];
  });
  const currency = priced[0]?.money.currency;
  if (priced.length !== links.length || !currency) return null;
  return { value: Math.round(bundlePrice(priced) * 100) / 100, currency };
}
