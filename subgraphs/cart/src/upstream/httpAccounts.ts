import type { GraphQLError } from 'graphql';
import {
  CUSTOMER_MESSAGES,
  type CustomerCreateBody,
  type CustomerProfile,
  type CustomerUpdateBody,
  type LoginMeta,
  type OrderHistory,
  type ProductReview,
  type ReviewCreateBody,
} from '@shop/contracts';
import {
  RestClient,
  expectOk,
  upstreamFailure,
  wrongResponseFormat,
  type Envelope,
  type Logger,
  type QueryValue,
} from '@shop/service';
import type {
  AccountFailure,
  AccountResult,
  CustomerAccounts,
  CustomerAccountsFactory,
  SessionTokens,
} from '../ports/CustomerAccounts';
import { messageOf, rejectUnauthorised, UPSTREAM } from './envelopes';

/** vue-storefront-api's newsletter extension (seed 000 §7 'Newsletter': the extension's subscribe path). */
export const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';

export interface HttpCustomerAccountsOptions {
  baseUrl: string;
  timeoutMs: number;
  requestId: string;
  storeCode: string;
  customerToken: string | null;
  /** Where a failed call is logged, in one line with the request id. */
  logger?: Logger;
}

/**
 * Customer accounts over the vue-storefront-api REST contract (seed 000 §7 'Users'): the token goes in the
 * `token` query parameter. One instance per request and token. Failures are mapped here, once: a business
 * answer the shop shows is a typed failure, a rejected token is UNAUTHENTICATED, the rest UPSTREAM_ERROR.
 */
export class HttpCustomerAccounts implements CustomerAccounts {
  private readonly client: RestClient;

  constructor(private readonly options: HttpCustomerAccountsOptions) {
    this.client = new RestClient({
      upstream: UPSTREAM,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      requestId: options.requestId,
      ...(options.logger ? { logger: options.logger } : {}),
    });
  }

  async login(email: string, password: string) {
    const envelope = await this.client.post<unknown>('/api/user/login', {
      query: this.query({}, false),
      body: { username: email, password },
    });
    if (envelope.code !== 200) return this.failed(envelope, 'log in', ['INVALID_CREDENTIALS']);
    return { ok: true as const, value: sessionTokens(envelope) };
  }

  async refresh(refreshToken: string): Promise<AccountResult<SessionTokens, 'SESSION_EXPIRED'>> {
    const envelope = await this.client.post<unknown>('/api/user/refresh', {
      query: this.query({}, false),
      body: { refreshToken },
    });
    // seed 000 §7: 'Token refresh returns false on any failure'.
    if (envelope.code !== 200) return { ok: false, failure: 'SESSION_EXPIRED', message: messageOf(envelope) };
    return { ok: true, value: sessionTokens(envelope) };
  }

  async logout(): Promise<AccountResult<true, 'SESSION_EXPIRED'>> {
    const envelope = await this.client.post<unknown>('/api/user/logout', { query: this.query(), body: {} });
    if (envelope.code === 401 || envelope.status === 401)
      return { ok: false, failure: 'SESSION_EXPIRED', message: messageOf(envelope) };
    if (envelope.code !== 200) throw unexpected(envelope, 'end the session');
    return { ok: true, value: true };
  }

  async create(body: CustomerCreateBody) {
    const envelope = await this.client.post<CustomerProfile>('/api/user/create', {
      query: this.query({}, false),
      body,
    });
    return this.outcome(envelope, 'create an account', ['EMAIL_EXISTS', 'INVALID_INPUT']);
  }

  async me(): Promise<CustomerProfile> {
    const envelope = await this.client.get<CustomerProfile>('/api/user/me', { query: this.query() });
    rejectUnauthorised(envelope);
    return expectOk(envelope, UPSTREAM, 'read the customer profile');
  }

  async updateMe(body: CustomerUpdateBody) {
    const envelope = await this.client.post<CustomerProfile>('/api/user/me', { query: this.query(), body });
    return this.outcome(envelope, 'update the customer profile', [
      'EMAIL_EXISTS',
      'ADDRESS_NOT_FOUND',
      'PROFILE_NOT_SAVED',
    ]);
  }

  async changePassword(currentPassword: string, newPassword: string) {
    const envelope = await this.client.post<unknown>('/api/user/change-password', {
      query: this.query(),
      body: { currentPassword, newPassword },
    });
    const result = this.outcome(envelope, 'change the password', ['WRONG_CURRENT_PASSWORD', 'INVALID_INPUT']);
    return result.ok ? { ok: true as const, value: true as const } : result;
  }

  async resetPassword(email: string) {
    const envelope = await this.client.post<unknown>('/api/user/reset-password', {
      query: this.query({}, false),
      body: { email },
    });
    const result = this.outcome(envelope, 'send a password reset mail', ['EMAIL_NOT_FOUND']);
    return result.ok ? { ok: true as const, value: true as const } : result;
  }

  async createPassword(email: string, newPassword: string, resetToken: string) {
    const envelope = await this.client.post<unknown>('/api/user/create-password', {
      query: this.query({}, false),
      body: { email, newPassword, resetToken },
    });
    const result = this.outcome(envelope, 'set a new password', [
      'RESET_TOKEN_EXPIRED',
      'RESET_TOKEN_MISMATCH',
      'INVALID_INPUT',
    ]);
    return result.ok ? { ok: true as const, value: true as const } : result;
  }

  async orderHistory(pageSize: number, currentPage: number): Promise<OrderHistory> {
    const envelope = await this.client.get<OrderHistory>('/api/user/order-history', {
      query: this.query({ pageSize, currentPage }),
    });
    rejectUnauthorised(envelope);
    return expectOk(envelope, UPSTREAM, 'read the order history');
  }

  async newsletterStatus(email: string): Promise<boolean> {
    const envelope = await this.client.get<unknown>(NEWSLETTER_PATH, { query: this.query({ email }, false) });
    // seed 000 §7: "result 'subscribed' means subscribed".
    return expectOk(envelope, UPSTREAM, 'read the newsletter subscription') === 'subscribed';
  }

  async setNewsletter(email: string, subscribed: boolean) {
    const request = { query: this.query({}, false), body: { email } };
    const envelope = subscribed
      ? await this.client.post<unknown>(NEWSLETTER_PATH, request)
      : await this.client.delete<unknown>(NEWSLETTER_PATH, request);
    // seed 000 §7: 'code 200 means success'.
    const result = this.outcome(envelope, 'change the newsletter subscription', ['INVALID_EMAIL']);
    return result.ok ? { ok: true as const, value: true as const } : result;
  }

  async createReview(body: ReviewCreateBody) {
    const envelope = await this.client.post<unknown>('/api/review/create', { query: this.query(), body });
    const result = this.outcome(envelope, 'create a review', ['PRODUCT_NOT_FOUND', 'INVALID_INPUT']);
    return result.ok ? { ok: true as const, value: true as const } : result;
  }

  async reviews(skus: readonly string[]): Promise<ProductReview[]> {
    if (skus.length === 0) return [];
    const envelope = await this.client.get<ProductReview[]>('/api/review/list', {
      query: this.query({ skus: skus.join(',') }, false),
    });
    const reviews = expectOk(envelope, UPSTREAM, 'read reviews');
    return Array.isArray(reviews) ? reviews : [];
  }

  private query(extra: Record<string, QueryValue> = {}, withToken = true): Record<string, QueryValue> {
    const token = withToken ? this.options.customerToken : null;
    return { storeCode: this.options.storeCode, ...(token ? { token } : {}), ...extra };
  }

  private outcome<T, F extends AccountFailure>(
    envelope: Envelope<T>,
    what: string,
    expected: readonly F[],
  ): AccountResult<T, F> {
    if (envelope.code === 200) return { ok: true, value: envelope.result };
    return this.failed(envelope, what, expected);
  }

  /** An expected business answer becomes its failure; a rejected token and the unknown are thrown. */
  private failed<F extends AccountFailure>(
    envelope: Envelope,
    what: string,
    expected: readonly F[],
  ): { ok: false; failure: F; message: string } {
    const message = messageOf(envelope);
    const failure = accountFailureOf(message, envelope.code);
    if (failure && (expected as readonly AccountFailure[]).includes(failure))
      return { ok: false, failure: failure as F, message };
    rejectUnauthorised(envelope);
    throw unexpected(envelope, what);
  }
}

/** Recognises the platform's account answers by their (Magento) message texts and codes. */
export function accountFailureOf(message: string, code: number): AccountFailure | null {
  const is = (text: string) => message.includes(text);
  if (is(CUSTOMER_MESSAGES.invalidCredentials)) return 'INVALID_CREDENTIALS';
  if (is(CUSTOMER_MESSAGES.emailExists)) return 'EMAIL_EXISTS';
  if (is(CUSTOMER_MESSAGES.wrongCurrentPassword)) return 'WRONG_CURRENT_PASSWORD';
  if (is(CUSTOMER_MESSAGES.noSuchEmail)) return 'EMAIL_NOT_FOUND';
  if (is(CUSTOMER_MESSAGES.resetTokenExpired)) return 'RESET_TOKEN_EXPIRED';
  if (is(CUSTOMER_MESSAGES.resetTokenMismatch)) return 'RESET_TOKEN_MISMATCH';
  if (is('Provided invalid address.id')) return 'ADDRESS_NOT_FOUND';
  if (is('Invalid e-mail provided')) return 'INVALID_EMAIL';
  if (code === 404 && /product/i.test(message)) return 'PRODUCT_NOT_FOUND';
  if (code === 400) return 'INVALID_INPUT';
  // seed 000 §8: a profile that was not saved shows the server's errorMessage.
  if (code === 500 && message !== '') return 'PROFILE_NOT_SAVED';
  return null;
}

function sessionTokens(envelope: Envelope<unknown>): SessionTokens {
  const meta = envelope.meta as Partial<LoginMeta & { expiresAt: string }> | undefined;
  if (typeof envelope.result !== 'string' || typeof meta?.refreshToken !== 'string') {
    throw wrongResponseFormat(UPSTREAM);
  }
  return {
    token: envelope.result,
    refreshToken: meta.refreshToken,
    expiresAt: typeof meta.expiresAt === 'string' ? meta.expiresAt : null,
  };
}

function unexpected(envelope: Envelope, what: string): GraphQLError {
  return upstreamFailure(envelope, UPSTREAM, what, messageOf(envelope));
}

/** The HTTP adapter for each request (the port factory index.ts gives createContext). */
export function httpCustomerAccounts(config: {
  COMMERCE_API_URL: string;
  COMMERCE_TIMEOUT_MS: number;
  logger?: Logger;
}): CustomerAccountsFactory {
  return (request) =>
    new HttpCustomerAccounts({
      baseUrl: config.COMMERCE_API_URL,
      timeoutMs: config.COMMERCE_TIMEOUT_MS,
      ...(config.logger ? { logger: config.logger } : {}),
      ...request,
    });
}
