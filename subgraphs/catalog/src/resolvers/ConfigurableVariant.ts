import { configurableOptionsOf, variantOptionsOf } from '../domain/configurableOptions';
import { productPrice } from '../domain/price';
import { coverImage, sizedImage, thumbnailImage, IMAGE_SIZES } from '../domain/productImage';
import type { ConfigurableVariantResolvers } from '../generated/graphql';
import { priceSettingsOf } from './productPrices';

// A child shows its own image when it has one, else the parent's (seed 000 §3: 'no_selection' means none).
export const ConfigurableVariant: ConfigurableVariantResolvers = {
  sku: ({ child }) => child.sku,
  name: ({ child }) => child.name,
  price: async ({ child }, _args, context) => productPrice(child, await priceSettingsOf(context)),
  options: ({ child, parent }, _args, { reference }) =>
    variantOptionsOf(child, configurableOptionsOf(parent.configurable_options, reference.attributes)),
  image: ({ child, parent }) => coverImage({ ...parent, image: child.image }) ?? coverImage(parent),
  thumbnail: ({ child, parent }) =>
    sizedImage(parent, child.image, IMAGE_SIZES.thumbnail) ?? thumbnailImage(parent),
};
