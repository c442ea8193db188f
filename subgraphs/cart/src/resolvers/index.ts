import type { Resolvers } from '../generated/graphql';
import { Cart } from './Cart';
import { CartItem } from './CartItem';
import { Mutation } from './Mutation';
import { Order } from './Order';
import { OrderLine } from './OrderLine';
import { Product } from './Product';
import { Review } from './Review';
import { Query } from './Query';
import { Stock } from './Stock';
import { Customer } from './Customer';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Product,
  Review,
  Stock,
  Cart,
  CartItem,
  Customer,
  Order,
  OrderLine,
};
