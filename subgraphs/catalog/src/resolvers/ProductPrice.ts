import type { ProductPriceResolvers } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

// Money is an object type, so each amount carries the catalogue's cache hint itself.
export const ProductPrice: ProductPriceResolvers = {
  regular: (price, _args, _context, info) => {
    hintPublicCatalogue(info);
    return price.regular;
  },
  final: (price, _args, _context, info) => {
    hintPublicCatalogue(info);
    return price.final;
  },
  finalExclTax: (price, _args, _context, info) => {
    hintPublicCatalogue(info);
    return price.finalExclTax;
  },
  special: (price, _args, _context, info) => {
    hintPublicCatalogue(info);
    return price.special ?? null;
  },
};
