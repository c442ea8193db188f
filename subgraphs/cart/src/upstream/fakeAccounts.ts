import {
  CUSTOMER_MESSAGES,
  type CustomerCreateBody,
  type CustomerProfile,
  type CustomerUpdateBody,
  type OrderHistory,
  type ProductReview,
  type ReviewCreateBody,
} from '@shop/contracts';
import { passwordRule, FORM_RULE_MESSAGES } from '@shop/validation';
import type {
  AccountFailure,
  AccountResult,
  CustomerAccounts,
  SessionTokens,
} from '../ports/CustomerAccounts';
import type { FakeCommerceState, FakeCustomer } from './fakeState';

/** A demo customer of the fake platform; tests change what they need. */
export function fakeCustomer(
  email: string,
  overrides: Partial<CustomerProfile> = {},
  password = 'Lezen123!',
): FakeCustomer {
  return {
    password,
    cartId: null,
    orders: [],
    profile: {
      id: overrides.id ?? 1,
      group_id: 0,
      email,
      firstname: 'An',
      lastname: 'Peeters',
      created_at: '2026-01-05 10:00:00',
      updated_at: '2026-01-05 10:00:00',
      store_id: 1,
      website_id: 1,
      addresses: [],
      ...overrides,
    },
  };
}

/**
 * A fake of the accounts port over the fake platform's state, for one token (null: a guest). It answers as
 * the platform does (Magento's messages) and records each call by endpoint name in `state.calls.accounts`.
 */
export class FakeCustomerAccounts implements CustomerAccounts {
  constructor(
    readonly state: FakeCommerceState,
    readonly token: string | null = null,
  ) {}

  /** Adds a customer; its token is the one `logIn` would give (see `sessionOf`). */
  static addCustomer(state: FakeCommerceState, customer: FakeCustomer): FakeCustomer {
    state.customers.set(customer.profile.email, customer);
    return customer;
  }

  async login(email: string, password: string) {
    this.called('login');
    const customer = this.state.customers.get(email);
    if (!customer || customer.password !== password)
      return failure('INVALID_CREDENTIALS', CUSTOMER_MESSAGES.invalidCredentials);
    return { ok: true as const, value: this.session(email) };
  }

  async refresh(refreshToken: string): Promise<AccountResult<SessionTokens, 'SESSION_EXPIRED'>> {
    this.called('refresh');
    const email = this.state.refreshTokens.get(refreshToken);
    if (!email) return failure('SESSION_EXPIRED', CUSTOMER_MESSAGES.invalidRefreshToken);
    this.state.refreshTokens.delete(refreshToken);
    return { ok: true, value: this.session(email) };
  }

  /** As the platform: every token and refresh token of the customer stops working (Magento revokes per customer). */
  async logout(): Promise<AccountResult<true, 'SESSION_EXPIRED'>> {
    this.called('logout');
    const email = this.token ? this.state.tokens.get(this.token) : undefined;
    if (!email) return failure('SESSION_EXPIRED', CUSTOMER_MESSAGES.consumerNotAuthorized);
    for (const tokens of [this.state.tokens, this.state.refreshTokens])
      for (const [token, owner] of tokens) if (owner === email) tokens.delete(token);
    return { ok: true as const, value: true as const };
  }

  async create({ customer, password }: CustomerCreateBody) {
    this.called('create');
    if (passwordRule(password)) return failure('INVALID_INPUT', FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK);
    if (this.state.customers.has(customer.email))
      return failure('EMAIL_EXISTS', CUSTOMER_MESSAGES.emailExists);
    const created = FakeCustomerAccounts.addCustomer(
      this.state,
      fakeCustomer(
        customer.email,
        { id: this.state.customers.size + 1, firstname: customer.firstname, lastname: customer.lastname },
        password,
      ),
    );
    return { ok: true as const, value: structuredClone(created.profile) };
  }

  async me(): Promise<CustomerProfile> {
    this.called('me');
    this.state.reach();
    return structuredClone(this.state.customerOf(this.token).profile);
  }

  async updateMe({ customer: changes }: CustomerUpdateBody) {
    this.called('updateMe');
    const customer = this.state.customerOf(this.token);
    const email = changes.email ?? customer.profile.email;
    if (email !== customer.profile.email && this.state.customers.has(email))
      return failure('EMAIL_EXISTS', CUSTOMER_MESSAGES.emailExists);
    const known = new Set(customer.profile.addresses.map((address) => address.id));
    if (changes.addresses?.some((address) => address.id !== undefined && !known.has(address.id)))
      return failure('ADDRESS_NOT_FOUND', 'Provided invalid address.id or address.customer_id');
    let nextId = Math.max(0, ...[...known].map((id) => id ?? 0));
    const profile: CustomerProfile = {
      ...customer.profile,
      firstname: changes.firstname ?? customer.profile.firstname,
      lastname: changes.lastname ?? customer.profile.lastname,
      email,
      addresses: (changes.addresses ?? customer.profile.addresses).map((address) => ({
        ...address,
        id: address.id ?? (nextId += 1),
        customer_id: customer.profile.id,
      })),
    };
    const previousEmail = customer.profile.email;
    this.state.customers.delete(previousEmail);
    customer.profile = profile;
    this.state.customers.set(email, customer);
    this.retokenise(previousEmail, email);
    return { ok: true as const, value: structuredClone(profile) };
  }

  async changePassword(currentPassword: string, newPassword: string) {
    this.called('changePassword');
    const customer = this.state.customerOf(this.token);
    if (customer.password !== currentPassword)
      return failure('WRONG_CURRENT_PASSWORD', CUSTOMER_MESSAGES.wrongCurrentPassword);
    if (passwordRule(newPassword)) return failure('INVALID_INPUT', FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK);
    customer.password = newPassword;
    return { ok: true as const, value: true as const };
  }

  async resetPassword(email: string) {
    this.called('resetPassword');
    if (!this.state.customers.has(email))
      return failure('EMAIL_NOT_FOUND', `${CUSTOMER_MESSAGES.noSuchEmail} = ${email}`);
    if (this.state.mailDown) throw new Error('the mail transport refused the reset e-mail');
    return { ok: true as const, value: true as const };
  }

  async createPassword(email: string, newPassword: string, resetToken: string) {
    this.called('createPassword');
    if (resetToken === 'expired') return failure('RESET_TOKEN_EXPIRED', CUSTOMER_MESSAGES.resetTokenExpired);
    const customer = this.state.customers.get(email);
    if (!customer || resetToken !== `reset-${email}`)
      return failure('RESET_TOKEN_MISMATCH', CUSTOMER_MESSAGES.resetTokenMismatch);
    if (passwordRule(newPassword)) return failure('INVALID_INPUT', FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK);
    customer.password = newPassword;
    return { ok: true as const, value: true as const };
  }

  async orderHistory(pageSize: number, currentPage: number): Promise<OrderHistory> {
    this.called('orderHistory');
    const { orders } = this.state.customerOf(this.token);
    const start = (currentPage - 1) * pageSize;
    return {
      items: structuredClone(orders.slice(start, start + pageSize)),
      search_criteria: { page_size: pageSize, current_page: currentPage },
      total_count: orders.length,
    };
  }

  async newsletterStatus(email: string): Promise<boolean> {
    this.called('newsletterStatus');
    this.state.reach();
    return this.state.newsletter.has(email);
  }

  async setNewsletter(email: string, subscribed: boolean) {
    this.called(subscribed ? 'subscribe' : 'unsubscribe');
    if (!email.includes('@')) return failure('INVALID_EMAIL', 'Invalid e-mail provided!');
    if (subscribed) this.state.newsletter.add(email);
    else this.state.newsletter.delete(email);
    return { ok: true as const, value: true as const };
  }

  async createReview({ review }: ReviewCreateBody) {
    this.called('createReview');
    const product = [...this.state.products.values()].find(
      (candidate) => candidate.stock.product_id === review.product_id,
    );
    if (!product) return failure('PRODUCT_NOT_FOUND', 'Product not found');
    return { ok: true as const, value: true as const };
  }

  async reviews(skus: readonly string[]): Promise<ProductReview[]> {
    this.called('reviews');
    this.state.reach();
    return this.state.reviews.filter((review) => skus.includes(review.product_sku));
  }

  private session(email: string): SessionTokens {
    return { ...this.state.issueTokens(email), expiresAt: null };
  }

  /** Tokens name the customer by email; a changed email keeps them working. */
  private retokenise(previousEmail: string, email: string): void {
    for (const tokens of [this.state.tokens, this.state.refreshTokens])
      for (const [token, owner] of tokens) if (owner === previousEmail) tokens.set(token, email);
  }

  private called(endpoint: string): void {
    this.state.reach();
    this.state.calls.accounts.push(endpoint);
  }
}

function failure<F extends AccountFailure>(
  failure: F,
  message: string,
): { ok: false; failure: F; message: string } {
  return { ok: false, failure, message };
}
