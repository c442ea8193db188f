import type { BundleOption, BundleOptionChoice, BundleOptionLink, ProductLink } from '@shop/contracts';

/**
 * seed 000 §5: 'Grouped products use only associated simple links': related, upsell and cross-sell
 * links, and links to products of other types, are not part of the group.
 */
export function associatedSimpleLinks(links: readonly ProductLink[]): ProductLink[] {
  return links.filter((link) => link.link_type === 'associated' && link.linked_product_type === 'simple');
}

/** The products a grouped product is made of: its associated simple links, in position order. */
export function groupedItems(links: readonly ProductLink[]): ProductLink[] {
  return associatedSimpleLinks(links).sort((a, b) => a.position - b.position);
}

/**
 * seed 000 §5: 'Grouped price sums associated simple links with qty 1': one of each associated product,
 * whatever quantity the link proposes for the order form. Takes the unit prices of the associated
 * products (any one kind of amount: regular, final, excluding tax).
 */
export function groupedPrice(associatedUnitPrices: readonly number[]): number {
  return associatedUnitPrices.reduce((sum, unitPrice) => sum + unitPrice * 1, 0);
}

/** seed 000 §5: the links a bundle is priced from are its options' default links. */
export function bundleDefaultLinks(options: readonly BundleOption[]): BundleOptionLink[] {
  return options.flatMap((option) => option.product_links.filter((link) => link.is_default));
}

/**
 * The links a bundle line is priced from: the shopper's chosen links (seed 000 §3 product_option
 * bundle_options), or, when nothing was chosen, the default links (seed 000 §5: 'Bundle price sums default
 * links times qty'). A chosen link counts its option's quantity only where the link lets the shopper change
 * it (Magento's rule), else its own qty. Choices that name no link of the bundle add nothing: the cart
 * refuses them first (bundleChoiceRefusal).
 */
export function bundleChosenLinks(
  options: readonly BundleOption[],
  choices?: readonly BundleOptionChoice[],
): BundleOptionLink[] {
  if (!choices) return bundleDefaultLinks(options);
  return choices.flatMap((choice) => {
    const option = options.find((candidate) => candidate.option_id === choice.option_id);
    if (!option) return [];
    return option.product_links
      .filter((link) => choice.option_selections.includes(link.id))
      .map((link) => ({
        ...link,
        qty: link.can_change_quantity === 1 && choice.option_qty > 0 ? choice.option_qty : link.qty,
      }));
  });
}

/** Why a bundle choice cannot go into the cart, and the option it is about. */
export interface BundleChoiceRefusal {
  code: 'BUNDLE_OPTION_REQUIRED' | 'BUNDLE_SELECTION_NOT_AVAILABLE';
  optionId: number;
}

/**
 * Whether the shopper's choice fits the bundle: every required option has a chosen product, every chosen
 * link belongs to its option, a select or radio option has one product, and no option is chosen twice.
 * Null when it fits.
 */
export function bundleChoiceRefusal(
  options: readonly BundleOption[],
  choices: readonly BundleOptionChoice[],
): BundleChoiceRefusal | null {
  const seen = new Set<number>();
  for (const choice of choices) {
    const option = options.find((candidate) => candidate.option_id === choice.option_id);
    const single = option?.type === 'select' || option?.type === 'radio';
    const fits =
      option !== undefined &&
      !seen.has(choice.option_id) &&
      (!single || choice.option_selections.length <= 1) &&
      choice.option_selections.every((id) => option.product_links.some((link) => link.id === id));
    if (!fits) return { code: 'BUNDLE_SELECTION_NOT_AVAILABLE', optionId: choice.option_id };
    seen.add(choice.option_id);
  }
  const missing = options.find(
    (option) =>
      option.required &&
      !choices.some((choice) => choice.option_id === option.option_id && choice.option_selections.length > 0),
  );
  return missing ? { code: 'BUNDLE_OPTION_REQUIRED', optionId: missing.option_id } : null;
}

/** A linked product's unit price and the quantity the link puts in the composite. */
export interface PricedLink {
  unitPrice: number;
  qty: number;
}

/**
 * seed 000 §5: 'Bundle price sums default links times qty', or the chosen links times qty when the shopper
 * chose (bundleChosenLinks). A negative quantity adds nothing, as in
 * Vue Storefront, where such a link is ignored rather than subtracted.
 */
export function bundlePrice(links: readonly PricedLink[]): number {
  return links.reduce((sum, link) => (link.qty >= 0 ? sum + link.unitPrice * link.qty : sum), 0);
}
