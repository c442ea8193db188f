import type { ProductTypeId } from '@shop/contracts';
import { productPrice } from '../domain/price';
import { coverImage } from '../domain/productImage';
import type { ProductResolvers, ProductType } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

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
  __resolveReference: ({ sku }, { loaders }, info) => {
    hintPublicCatalogue(info);
    return loaders.productBySku.load(sku);
  },
  type: (product) => PRODUCT_TYPES[product.type_id],
  urlKey: (product) => product.url_key,
  urlPath: (product) => product.url_path,
  description: (product) => product.short_description || null,
  fullDescription: (product) => product.description || null,
  image: (product, _args, _context, info) => {
    hintPublicCatalogue(info);
    return coverImage(product);
  },
  price: (product, _args, { reference, storeView, audience }, info) => {
    hintPublicCatalogue(info);
    return productPrice(product, {
      taxRules: reference.taxRules,
      // seed 000 §9: anonymous shoppers pay the tax of the store view's default tax country.
      location: { country: storeView.taxCountry },
      currency: storeView.currency,
      today: audience.today,
    });
  },
  publishDate: (product) => product.publish_date || null,
  categoryIds: (product) => product.category_ids,
};
