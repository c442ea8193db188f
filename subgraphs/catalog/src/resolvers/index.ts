import type { Resolvers } from '../generated/graphql';
import { Category } from './Category';
import { Product } from './Product';
import { ProductList } from './ProductList';
import { ProductPrice } from './ProductPrice';
import { Query } from './Query';

export const resolvers: Resolvers = { Query, Product, ProductPrice, ProductList, Category };
