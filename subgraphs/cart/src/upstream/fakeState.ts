/**
 * What the fake commerce platform knows and records, apart from how it answers (fake.ts, fakeCheckout.ts,
 * fakeAccounts.ts), so that those files share it without importing each other.
 */
import { GraphQLError } from 'graphql';
import type {
  CartItemInput,
  CollectTotalsBody,
  CustomerProfile,
  OrderAddress,
  OrderBody,
  OrderHistoryItem,
  OrderResult,
  PaymentDetailsBody,
  PaymentInformationBody,
  PaymentStatus,
  ProductReview,
  ServerCartItem,
  ShippingInformationBody,
  ShippingMethodsAddress,
  StockItem,
} from '@shop/contracts';
import type { RenderListOptions } from '../ports/CommercePlatform';

/** A product the fake platform sells: its unit price including tax and its stock item. */
export interface FixtureProduct {
  sku: string;
  name: string;
  price: number;
  stock: StockItem;
  /** The platform's product type of its cart lines; simple when left out. */
  type?: string;
  /** seed 001 §5: a classreading bundle (the lines carry `extension_attributes.is_classreading_bundle`). */
  isClassreadingBundle?: boolean;
}

/** A customer of the fake platform, with the password in plain text (it is a test fixture). */
export interface FakeCustomer {
  profile: CustomerProfile;
  password: string;
  cartId: string | null;
  orders: OrderHistoryItem[];
}

/** An order the fake placed, with what it was placed with, so tests can assert the order body. */
export interface FakePlacedOrder {
  result: OrderResult;
  cartId: string;
  email: string;
  customerEmail: string | null;
  products: { sku: string; qty: number; priceInclTax?: number }[];
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethod: string;
  paymentMethod: string;
  idempotencyKey: string;
}

/** What the fake platform keeps of checkouts: shipping choices, orders by key and cart, card payments. */
export class FakeCheckoutState {
  readonly shipping = new Map<string, { country: string; carrierCode: string; methodCode: string }>();
  readonly orders: FakePlacedOrder[] = [];
  readonly payments = new Map<string, PaymentStatus>();
  /** Like the platform's module (seed 001 §5), a cart update mixing a classreading bundle is refused. */
  refusesMixedBundles = true;
}

/**
 * What the fake platform knows, shared by the views of every token (a guest and each customer see the same
 * platform, as over HTTP), and every call it answered, so tests can assert what the subgraph asked.
 */
export class FakeCommerceState {
  readonly calls = {
    stockList: [] as string[][],
    renderList: [] as { skus: string[]; options: RenderListOptions }[],
    cartCreate: 0,
    cartUpdate: [] as { cartId: string; item: CartItemInput }[],
    cartDelete: [] as { cartId: string; item: CartItemInput }[],
    cartPull: [] as string[],
    cartTotals: [] as string[],
    applyCoupon: [] as { cartId: string; code: string }[],
    deleteCoupon: [] as string[],
    paymentMethods: [] as string[],
    shippingMethods: [] as { cartId: string; address: ShippingMethodsAddress }[],
    shippingInformation: [] as { cartId: string; body: ShippingInformationBody }[],
    collectTotals: [] as { cartId: string; body: CollectTotalsBody }[],
    placeOrder: [] as { body: OrderBody; idempotencyKey: string }[],
    paymentInformation: [] as { cartId: string; body: PaymentInformationBody; idempotencyKey: string }[],
    paymentStatus: [] as string[],
    paymentDetails: [] as { cartId: string; body: PaymentDetailsBody }[],
    /** Every accounts call by endpoint name (login, me, refresh...). */
    accounts: [] as string[],
  };
  /** When true, every call fails as the HTTP adapter does when the platform cannot be reached. */
  unreachable = false;
  readonly products: Map<string, FixtureProduct>;
  readonly carts = new Map<string, ServerCartItem[]>();
  readonly coupons = new Map<string, string>();
  /** Customers by email. */
  readonly customers = new Map<string, FakeCustomer>();
  /** Customer emails by valid token; a token missing here is expired or unknown. */
  readonly tokens = new Map<string, string>();
  readonly refreshTokens = new Map<string, string>();
  readonly newsletter = new Set<string>();
  /** The platform's mail cannot be sent (the reset e-mail fails). */
  mailDown = false;
  readonly reviews: ProductReview[] = [];
  readonly checkout = new FakeCheckoutState();
  lastCartId = 0;
  lastItemId = 0;
  lastToken = 0;

  constructor(products: FixtureProduct[]) {
    // Each platform has its own copy: a test that sells stock or changes a product leaves the fixtures as they are.
    this.products = new Map(products.map((product) => [product.sku, structuredClone(product)]));
  }

  reach(): void {
    if (this.unreachable) {
      throw new GraphQLError('commerce platform is unavailable', {
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: 'commerce platform' },
      });
    }
  }

  /** The customer a token belongs to; a rejected token throws as the HTTP adapter does. */
  customerOf(token: string | null): FakeCustomer {
    const email = token ? this.tokens.get(token) : undefined;
    const customer = email ? this.customers.get(email) : undefined;
    if (!customer)
      throw new GraphQLError('The commerce platform did not accept the customer token', {
        extensions: { code: 'UNAUTHENTICATED', upstream: 'commerce platform' },
      });
    return customer;
  }

  newCart(): string {
    this.lastCartId += 1;
    const cartId = `fake-cart-${this.lastCartId}`;
    this.carts.set(cartId, []);
    return cartId;
  }

  issueTokens(email: string): { token: string; refreshToken: string } {
    this.lastToken += 1;
    const token = `token-${this.lastToken}`;
    const refreshToken = `refresh-${this.lastToken}`;
    this.tokens.set(token, email);
    this.refreshTokens.set(refreshToken, email);
    return { token, refreshToken };
  }
}
