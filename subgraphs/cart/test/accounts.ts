import { FakeCommercePlatform, PRODUCTS, stock, type FixtureProduct } from '../src/upstream/fake';
import { FakeCustomerAccounts, fakeCustomer } from '../src/upstream/fakeAccounts';

export const AN = { email: 'an.peeters@example.be', password: 'Lezen123!' };

/** A configurable product (a shirt in sizes) and a product with two in stock, besides the fixtures. */
export const SHIRT = '9789044800100';
export const LOW_STOCK = '9789044800101';
const MORE_PRODUCTS: FixtureProduct[] = [
  { sku: SHIRT, name: 'Gruffalo T-shirt', price: 19.95, stock: stock(100, SHIRT, { qty: 50 }) },
  { sku: LOW_STOCK, name: 'Laatste exemplaren', price: 9.5, stock: stock(101, LOW_STOCK, { qty: 2 }) },
];

/** A fake platform with the fixture products and one customer, An (group 0). */
export function platformWithCustomer(groupId = 0): FakeCommercePlatform {
  const platform = new FakeCommercePlatform([...PRODUCTS, ...MORE_PRODUCTS]);
  FakeCustomerAccounts.addCustomer(
    platform.state,
    fakeCustomer(AN.email, { id: 7, group_id: groupId }, AN.password),
  );
  return platform;
}

/** Logs An in on the fake platform directly: the token a session would hold. */
export function tokenOf(platform: FakeCommercePlatform, email = AN.email): string {
  return platform.state.issueTokens(email).token;
}
