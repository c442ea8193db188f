import type { BundleOption, BundleOptionLink, ProductLink } from '@shop/contracts';

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

/** A linked product's unit price and the quantity the link puts in the composite. */
export interface PricedLink {
  unitPrice: number;
  qty: number;
}

/**
 * seed 000 §5: 'Bundle price sums default links times qty'. A negative quantity adds nothing, as in
 * Vue Storefront, where such a link is ignored rather than subtracted.
 */
export function bundlePrice(defaultLinks: readonly PricedLink[]): number {
  return defaultLinks.reduce((sum, link) => (link.qty >= 0 ? sum + link.unitPrice * link.qty : sum), 0);
}
