import type { ProductTypeId } from '@shop/contracts';
import { configurableOptionsOf } from '../domain/configurableOptions';
import { customOptionsOf } from '../domain/customOptions';
import { isNewProduct } from '../domain/newProduct';
import { priceInCurrency } from '../domain/price';
import { productAttributes } from '../domain/productAttributes';
import { productContributors } from '../domain/productContributors';
import { IMAGE_SIZES, coverImage, galleryImages, thumbnailImage } from '../domain/productImage';
import { bundleOptionsOf, groupedItemsOf } from '../domain/productLinks';
import { availableVariants } from '../domain/variantChoice';
import type { ProductResolvers, ProductType } from '../generated/graphql';
import { catalogPriceAmounts } from './productPrices';
import { variantChoiceOf } from './variantChoice';

const PRODUCT_TYPES: Record<ProductTypeId, ProductType> = {
  simple: 'SIMPLE',
  configurable: 'CONFIGURABLE',
  grouped: 'GROUPED',
  bundle: 'BUNDLE',
  downloadable: 'DOWNLOADABLE',
  virtual: 'VIRTUAL',
};

export const Product: ProductResolvers = {
  // A reference from another subgraph (a cart line, a reading list) resolves by key, whatever the
  // product's status: the subgraph that holds the reference decides what to show.
  __resolveReference: ({ sku }, { loaders }) => loaders.productBySku.load(sku),
  type: (product) => PRODUCT_TYPES[product.type_id],
  urlKey: (product) => product.url_key,
  urlPath: (product) => product.url_path,
  description: (product) => product.short_description || null,
  fullDescription: (product) => product.description || null,
  image: (product) => coverImage(product),
  thumbnail: (product) => thumbnailImage(product),
  cartThumbnail: (product) => thumbnailImage(product, IMAGE_SIZES.cartThumbnail),
  gallery: (product) => galleryImages(product),
  price: async (product, _args, context) =>
    priceInCurrency(await catalogPriceAmounts(product, context), context.storeView.currency),
  contributors: (product) => productContributors(product),
  publishDate: (product) => product.publish_date || null,
  categoryIds: (product) => product.category_ids,
  isNew: (product, _args, { today }) => isNewProduct(product.publish_date, today),
  attributes: (product, _args, { reference }) => productAttributes(product, reference.attributes),
  configurableOptions: (product, _args, { reference }) => {
    if (product.type_id !== 'configurable') return [];
    return configurableOptionsOf(product.configurable_options, reference.attributes);
  },
  variants: (product, _args, { variantSettings }) => {
    if (product.type_id !== 'configurable') return [];
    return availableVariants(product.configurable_children, variantSettings).map((child) => ({
      child,
      parent: product,
    }));
  },
  variant: (product, { selection, sku }, context) =>
    variantChoiceOf(product, { selection: selection ?? [], sku }, context),
  groupedItems: (product) => groupedItemsOf(product).items,
  bundleOptions: (product) => bundleOptionsOf(product),
  customOptions: async (product, _args, context) => {
    if (!product.custom_options?.length) return [];
    // seed 000 §5: percent prices are relative to the product price (here the price to pay).
    const { final } = await catalogPriceAmounts(product, context);
    return customOptionsOf(product.custom_options, final, context.storeView.currency);
  },
};
