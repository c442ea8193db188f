import type { ProductListResolvers } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

export const ProductList: ProductListResolvers = {
  items: (list, _args, _context, info) => {
    hintPublicCatalogue(info);
    return list.items;
  },
  paging: (list, _args, _context, info) => {
    hintPublicCatalogue(info);
    return list.paging;
  },
};
