import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undescribedDefinitions } from './sdlDescriptions';

const coordinates = (sdl: string) => undescribedDefinitions(sdl).map(({ coordinate }) => coordinate);

describe('undescribedDefinitions', () => {
  it('names every kind of definition without a description, in document order, with its line', () => {
    const sdl = `type Query {
  cart(id: ID): Cart
}
type Cart {
  "The cart id."
  id: ID!
}
input CartInput {
  cartId: ID
}
enum StockStatus {
  OK
}
union Target = Cart
scalar Date
directive @cacheControl(maxAge: Int) on FIELD_DEFINITION
interface Node {
  id: ID!
}
`;
    expect(undescribedDefinitions(sdl)).toEqual([
      { coordinate: 'Query', line: 1 },
      { coordinate: 'Query.cart', line: 2 },
      { coordinate: 'Query.cart(id:)', line: 2 },
      { coordinate: 'Cart', line: 4 },
      { coordinate: 'CartInput', line: 8 },
      { coordinate: 'CartInput.cartId', line: 9 },
      { coordinate: 'StockStatus', line: 11 },
      { coordinate: 'StockStatus.OK', line: 12 },
      { coordinate: 'Target', line: 14 },
      { coordinate: 'Date', line: 15 },
      { coordinate: '@cacheControl', line: 16 },
      { coordinate: '@cacheControl(maxAge:)', line: 16 },
      { coordinate: 'Node', line: 17 },
      { coordinate: 'Node.id', line: 18 },
    ]);
  });

  it('passes a document where everything is described, in either string form', () => {
    const sdl = `
"""
The shop's public API.
"""
type Query {
  "A cart by id."
  cart("The guest cart's id." id: ID): Cart
}
"A server cart."
type Cart {
  """
  The cart id.
  """
  id: ID!
}
"Stock statuses."
enum StockStatus {
  "In stock."
  OK
}
`;
    expect(undescribedDefinitions(sdl)).toEqual([]);
  });

  it('counts an empty or blank description as none', () => {
    expect(coordinates('"" type Query { "  " ping: Int "Pong." pong: Int }')).toEqual([
      'Query',
      'Query.ping',
    ]);
  });

  it("asks extensions only for what they add: the type's description lives on its definition", () => {
    const sdl = `extend type Mutation {
  "Places the order."
  placeOrder(input: PlaceOrderInput!): Boolean
  cancelOrder: Boolean
}
extend input PlaceOrderInput {
  idempotencyKey: String!
}
extend enum StockStatus {
  VOLATILE
}`;
    expect(coordinates(sdl)).toEqual([
      'Mutation.placeOrder(input:)',
      'Mutation.cancelOrder',
      'PlaceOrderInput.idempotencyKey',
      'StockStatus.VOLATILE',
    ]);
  });

  it('leaves out the schema extension and what federation links in: only what the SDL defines is checked', () => {
    const sdl = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@external"])
"A product of the catalogue."
type Product @key(fields: "sku") {
  "Stock keeping unit."
  sku: String!
  "Product id."
  id: Int! @external
}`;
    expect(coordinates(sdl)).toEqual([]);
  });

  it('takes a parsed document as well as its text', () => {
    expect(undescribedDefinitions(parse('type Query { ping: Int }'))).toEqual([
      { coordinate: 'Query', line: 1 },
      { coordinate: 'Query.ping', line: 1 },
    ]);
  });
});
