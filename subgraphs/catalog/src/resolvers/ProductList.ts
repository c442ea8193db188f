import type { AggregationResolvers, ProductListResolvers } from '../generated/graphql';
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
  aggregations: (list, _args, _context, info) => {
    hintPublicCatalogue(info);
    return list.aggregations;
  },
  userErrors: (list, _args, _context, info) => {
    hintPublicCatalogue(info);
    return list.userErrors;
  },
};

export const Aggregation: AggregationResolvers = {
  options: (facet, _args, _context, info) => {
    hintPublicCatalogue(info);
    return facet.options;
  },
};
