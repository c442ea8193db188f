import type { ProductListingPageContent } from '@shop/contracts';
import type { Context } from '../context';
import type { ProductListingPageKind } from '../generated/graphql';

const KINDS: Record<ProductListingPageKind, ProductListingPageContent['kind']> = {
  CURATED_LISTS: 'curated-lists',
  JOY_ACTION_LIST: 'joy-action-list',
  RANGE: 'range',
};

/** The product listing page of a kind (seed 001 §2 curated lists, joy action list, range page), or null. */
export async function productListingPage(kind: ProductListingPageKind, { loaders, storeView }: Context) {
  const { pages } = await loaders.productListingPagesByLang.load(storeView.code);
  const page = pages.find((candidate) => candidate.kind === KINDS[kind]);
  if (!page) return null;
  return {
    kind,
    title: page.title,
    intro: page.intro,
    headImage: page.head_image ?? null,
    lists: page.lists.map((list) => ({
      title: list.title,
      text: list.text ?? null,
      link: list.link ?? null,
      linkLabel: list.link_label ?? null,
      products: list.skus.map((sku) => ({ sku })),
    })),
  };
}

/** seed 001 §3 Banners, from the homepage document: its hero is the main banner. */
export async function banners({ loaders, storeView }: Context) {
  const homepage = await loaders.homepageByLang.load(storeView.code);
  return {
    mainBanners: homepage.hero ? [homepage.hero] : [],
    smallBanners: homepage.small_banners ?? [],
    productBanners: homepage.product_banners ?? [],
  };
}
