import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { publicCacheAllowList } from './publicCacheAllowList';

const catalog = parse(`
  type Query {
    product(sku: String!): Product
    products: ProductList!
    storeViews: [StoreView!]! @cacheControl(maxAge: 0, scope: PRIVATE)
    health: String
  }
  type Product @key(fields: "sku") @cacheControl(maxAge: 300, scope: PUBLIC) { sku: String! }
  type ProductList @cacheControl(maxAge: 300) { items: [Product!]! }
  type StoreView @cacheControl(maxAge: 300, scope: PUBLIC) { code: String! }
  union RouteTarget @cacheControl(maxAge: 300, scope: PUBLIC) = Product
`);
const cart = parse(`
  type Query { cart(id: ID): Cart }
  type Cart { id: ID! }
  type Product @key(fields: "sku") { sku: String! stock: Stock }
  type Stock @cacheControl(maxAge: 60, scope: PUBLIC) { qty: Float! }
  type Money @shareable @cacheControl(scope: PRIVATE) { value: Float! }
`);
const reading = parse(`
  type Query { readingMe: ReadingUser }
  type ReadingUser @cacheControl(maxAge: 0, scope: PRIVATE) { id: ID! }
  type Product @key(fields: "sku") { sku: String! readingProgress: Int @cacheControl(maxAge: 0, scope: PRIVATE) }
  extend type Money @cacheControl(scope: PUBLIC)
`);

describe('publicCacheAllowList (the offline allow-list from the schema’s @cacheControl hints)', () => {
  const list = publicCacheAllowList([catalog, cart, reading]);

  it('lists the types some subgraph hints PUBLIC (a hint without a scope is public), unions included', () => {
    expect(list.types).toEqual(['Product', 'ProductList', 'RouteTarget', 'Stock', 'StoreView']);
  });

  it('leaves out a type any subgraph hints PRIVATE, and a type no subgraph hints at all', () => {
    expect(list.types).not.toContain('Money');
    expect(list.types).not.toContain('ReadingUser');
    expect(list.types).not.toContain('Cart');
  });

  it('lists a root field by its return type, unless the field itself is hinted PRIVATE', () => {
    expect(list.rootFields).toEqual(['product', 'products']);
  });

  it('names the private fields of public types', () => {
    expect(list.privateFields).toEqual({ Product: ['readingProgress'] });
  });
});
