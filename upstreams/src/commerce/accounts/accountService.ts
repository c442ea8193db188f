import { CUSTOMER_MESSAGES, type CustomerProfile, type OrderHistory } from '@shop/contracts';
import { FORM_RULE_MESSAGES, emailRule, passwordRule } from '@shop/validation';
import { resolveStoreView } from '@shop/store-views';
import { UpstreamError } from '../../shared/envelope';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import {
  addressesBelongTo,
  CustomerInputError,
  parseNewCustomer,
  parseProfileChanges,
} from '../domain/customerInput';
import { afterFailedLogin, isLocked, UNLOCKED, type LoginLockPolicy } from '../domain/loginLock';
import { orderHistoryPaging } from '../domain/orderHistoryPaging';
import { resetTokenOutcome } from '../domain/passwordReset';
import type { Outbox } from '../mail/outbox';
import { magentoTimestamp } from '../timestamps';
import type { CustomerRepository, CustomerRow } from './customerRepository';
import type { OrderRepository } from './orderRepository';
import { newSecret, secretHash } from './secrets';
import type { SessionRepository } from './sessionRepository';

export interface AccountPolicy {
  tokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  lock: LoginLockPolicy;
  resetTokenLifetimeMs: number;
  /** log2 of scrypt's N for the passwords customers choose. */
  passwordCost: number;
  /** The storefront's origin, which reset mails link to. */
  shopUrl: string;
}

export interface AccountServiceDeps {
  customers: CustomerRepository;
  sessions: SessionRepository;
  orders: OrderRepository;
  outbox: Outbox;
  clock: () => Date;
  policy: AccountPolicy;
  /**
   * seed 001 §3: the reading programme's session of a teacher or director, signed with the secret the
   * platform shares with the programme; without it no profile carries one.
   */
  classReadingJwt?: (email: string) => Promise<string>;
}

/** A customer's session: the token for every call and the refresh token that replaces it (vsf-api's meta). */
export interface IssuedSession {
  token: string;
  refreshToken: string;
}

/** The address the platform's own mails come from. */
export const SHOP_SENDER = 'klantenservice@example.com';

/** vue-storefront-api answers these with a 500 before it calls the platform. */
const MISSING = 500;

/**
 * Customer accounts of the commerce platform (seed 000 §7 Users), answering as Magento does through
 * vue-storefront-api. Whatever customer a call concerns comes from its token, never from the request body.
 */
export class AccountService {
  /** A hash to verify against when no customer has the email, so a wrong email costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  constructor(private readonly deps: AccountServiceDeps) {
    this.decoyHash = hashPassword(newSecret(), deps.policy.passwordCost);
  }

  /** POST /api/user/create: the new customer's profile. */
  async register(body: unknown): Promise<CustomerProfile> {
    const input = checked(() => parseNewCustomer(body));
    const { customers } = this.deps;
    if (customers.findByEmail(input.email)) throw new UpstreamError(500, CUSTOMER_MESSAGES.emailExists);
    const passwordHash = await hashPassword(input.password, this.deps.policy.passwordCost);
    return customers.transaction(() => {
      // Checked again inside the write: another registration may have taken the email while hashing.
      if (customers.findByEmail(input.email)) throw new UpstreamError(500, CUSTOMER_MESSAGES.emailExists);
      const now = this.timestamp();
      const id = customers.create({ ...input, passwordHash }, now);
      customers.replaceAddresses(id, input.addresses);
      return customers.profile(this.requireRow(id));
    });
  }

  /**
   * POST /api/user/login `{ username, password }`. Wrong credentials and a locked account answer the same
   * 401, so the answer does not tell which accounts exist or are locked.
   */
  async login(body: unknown): Promise<IssuedSession> {
    const { username, password } = fields(body);
    const refused = new UpstreamError(401, CUSTOMER_MESSAGES.invalidCredentials);
    const row = typeof username === 'string' ? this.deps.customers.findByEmail(username) : undefined;
    const secret = typeof password === 'string' ? password : '';
    if (!row) {
      await verifyPassword(secret, await this.decoyHash);
      throw refused;
    }
    const now = this.now();
    const lock = this.deps.customers.lockState(row);
    if (isLocked(lock, now)) throw refused;
    if (!(await verifyPassword(secret, row.password_hash))) {
      // Read again after the slow hash: failures of concurrent attempts all count.
      const latest = this.deps.customers.find(row.id) ?? row;
      this.deps.customers.setLockState(
        row.id,
        afterFailedLogin(this.deps.customers.lockState(latest), now, this.deps.policy.lock),
      );
      throw refused;
    }
    this.deps.customers.setLockState(row.id, UNLOCKED);
    return this.issueSession(row.id);
  }

  /**
   * POST /api/user/refresh `{ refreshToken }`: a new token and a new refresh token; the one sent stops
   * working. Unknown, used and expired refresh tokens answer 401.
   */
  refresh(body: unknown): IssuedSession {
    const { refreshToken } = fields(body);
    const refused = new UpstreamError(401, CUSTOMER_MESSAGES.invalidRefreshToken);
    if (typeof refreshToken !== 'string' || refreshToken === '') throw refused;
    const { sessions, customers } = this.deps;
    return customers.transaction(() => {
      const now = this.now();
      const customerId = sessions.customerOf(refreshToken, 'refresh', now);
      if (customerId === undefined || !sessions.use(refreshToken, now)) throw refused;
      return this.issueSession(customerId);
    });
  }

  /** The customer a token belongs to; an unknown or expired token answers 401. */
  customerOfToken(token: string | null): CustomerRow {
    const refused = new UpstreamError(401, CUSTOMER_MESSAGES.consumerNotAuthorized);
    if (!token) throw refused;
    const customerId = this.deps.sessions.customerOf(token, 'access', this.now());
    const row = customerId === undefined ? undefined : this.deps.customers.find(customerId);
    if (!row) throw refused;
    return row;
  }

  /**
   * POST /api/user/logout (query token): ends every session of the token's customer, as Magento's
   * `POST /V1/integration/customer/revoke-customer-token` (revokeCustomerAccessToken) revokes per customer,
   * not per token: each access token then answers 401 and each refresh token is refused. vue-storefront-api
   * has no logout call of its own (its logout only forgets the token in the browser); this is the one
   * Users call it would add to forward Magento's revocation. A token already refused answers 401.
   */
  logout(token: string | null): true {
    const row = this.customerOfToken(token);
    this.deps.sessions.revokeAll(row.id);
    return true;
  }

  /**
   * The stand-in's own call, outside vue-storefront-api's contract (tests and developers only): the customer's
   * tokens expire as an hour's wait would make them, so the storefront's token refresh can be seen at once.
   */
  expireTokens(body: unknown): true {
    const { email } = fields(body);
    const row = typeof email === 'string' ? this.deps.customers.findByEmail(email) : undefined;
    if (!row) throw new UpstreamError(404, CUSTOMER_MESSAGES.consumerNotAuthorized);
    this.deps.sessions.expireAccessTokens(row.id, this.now());
    return true;
  }

  /** GET /api/user/me. */
  me(token: string | null): Promise<CustomerProfile> {
    return this.withClassReading(this.deps.customers.profile(this.customerOfToken(token)));
  }

  /** seed 001 §3 'User session state': a teacher's or director's profile carries classReading with its JWT. */
  private async withClassReading(profile: CustomerProfile): Promise<CustomerProfile> {
    const { customers, classReadingJwt } = this.deps;
    if (!classReadingJwt || !customers.isClassReadingStaff(profile.id)) return profile;
    return { ...profile, classReading: { jwt: await classReadingJwt(profile.email) } };
  }

  /**
   * POST /api/user/me `{ customer }`: only firstname, lastname, email and addresses change (seed 000 §3,
   * §6), whatever else is sent; an address must be one of the customer's or a new one.
   */
  updateMe(token: string | null, body: unknown): Promise<CustomerProfile> {
    const row = this.customerOfToken(token);
    const changes = checked(() => parseProfileChanges(fields(body).customer));
    const { customers } = this.deps;
    const updated = customers.transaction(() => {
      const ownIds = customers.addresses(row.id).flatMap((address) => address.id ?? []);
      if (changes.addresses && !addressesBelongTo(row.id, ownIds, changes.addresses))
        throw new UpstreamError(403, CUSTOMER_MESSAGES.invalidAddress);
      const email = changes.email ?? row.email;
      const holder = customers.findByEmail(email);
      if (holder && holder.id !== row.id) throw new UpstreamError(500, CUSTOMER_MESSAGES.emailExists);
      customers.updateProfile(
        row.id,
        { email, firstname: changes.firstname ?? row.firstname, lastname: changes.lastname ?? row.lastname },
        this.timestamp(),
      );
      if (changes.addresses) customers.replaceAddresses(row.id, changes.addresses);
      return customers.profile(this.requireRow(row.id));
    });
    return this.withClassReading(updated);
  }

  /** POST /api/user/change-password `{ currentPassword, newPassword }`: true. The session stays open. */
  async changePassword(token: string | null, body: unknown): Promise<true> {
    const row = this.customerOfToken(token);
    const { currentPassword, newPassword } = fields(body);
    if (typeof currentPassword !== 'string' || !(await verifyPassword(currentPassword, row.password_hash)))
      throw new UpstreamError(401, CUSTOMER_MESSAGES.wrongCurrentPassword);
    const password = this.newPassword(newPassword);
    this.deps.customers.setPassword(
      row.id,
      await hashPassword(password, this.deps.policy.passwordCost),
      this.timestamp(),
    );
    return true;
  }

  /**
   * POST /api/user/reset-password `{ email }`: stores a new reset token (its hash) and mails the link to
   * the shop's create-password page of the store view asked (query `storeCode`).
   */
  resetPassword(body: unknown, storeCode: string | undefined): true {
    const { email } = fields(body);
    if (typeof email !== 'string' || emailRule(email) !== null)
      throw new UpstreamError(MISSING, CUSTOMER_MESSAGES.invalidEmail);
    const row = this.deps.customers.findByEmail(email);
    if (!row) throw new UpstreamError(404, `${CUSTOMER_MESSAGES.noSuchEmail} = ${email.trim()}`);
    const token = newSecret();
    const now = this.deps.clock();
    this.deps.customers.setResetToken(row.id, secretHash(token), now.getTime());
    const storeView = resolveStoreView(storeCode);
    const query = new URLSearchParams({ email: row.email, token });
    const link = `${this.deps.policy.shopUrl}/${storeView.code}/create-password?${query.toString()}`;
    this.deps.outbox.send(
      {
        sourceAddress: SHOP_SENDER,
        targetAddress: row.email,
        subject: 'Reset your password',
        text: [
          `Hello ${row.firstname},`,
          'There was recently a request to change the password for your account.',
          `If you requested this change, set a new password here: ${link}`,
          'If you did not make this request, you can ignore this email and your password will stay as it is.',
        ].join('\n\n'),
        html: `<p>Hello ${escapeHtml(row.firstname)},</p><p>There was recently a request to change the password for your account.</p><p><a href="${escapeHtml(link)}">Set a new password</a></p>`,
      },
      now,
    );
    return true;
  }

  /**
   * POST /api/user/create-password `{ email, newPassword, resetToken }`: sets the password with the latest
   * reset token of the email (seed 000 §8: expired → request a new link; mismatched → reset again). The
   * token is used up and every session of the customer ends.
   */
  async createPassword(body: unknown): Promise<true> {
    const { email, newPassword, resetToken } = fields(body);
    if (typeof email !== 'string' || email.trim() === '')
      throw new UpstreamError(MISSING, 'email not provided');
    if (typeof resetToken !== 'string' || resetToken === '')
      throw new UpstreamError(MISSING, 'resetToken not provided');
    if (typeof newPassword !== 'string' || newPassword === '')
      throw new UpstreamError(MISSING, 'newPassword not provided');
    const { customers, sessions } = this.deps;
    const row = customers.findByEmail(email);
    const outcome = resetTokenOutcome(
      row && customers.latestResetToken(row.id),
      secretHash(resetToken),
      this.now(),
      this.deps.policy.resetTokenLifetimeMs,
    );
    if (!row || outcome === 'mismatched') throw new UpstreamError(400, CUSTOMER_MESSAGES.resetTokenMismatch);
    if (outcome === 'expired') throw new UpstreamError(400, CUSTOMER_MESSAGES.resetTokenExpired);
    const passwordHash = await hashPassword(this.newPassword(newPassword), this.deps.policy.passwordCost);
    customers.transaction(() => {
      // The token may have been used or replaced while hashing: only the latest, unused one counts.
      if (customers.latestResetToken(row.id)?.tokenHash !== secretHash(resetToken))
        throw new UpstreamError(400, CUSTOMER_MESSAGES.resetTokenMismatch);
      customers.setPassword(row.id, passwordHash, this.timestamp());
      customers.deleteResetToken(row.id);
      sessions.revokeAll(row.id);
    });
    return true;
  }

  /** GET /api/user/order-history: the customer's orders, newest first, 20 a page from page 1 by default. */
  orderHistory(
    token: string | null,
    pageSize: string | undefined,
    currentPage: string | undefined,
  ): OrderHistory {
    const row = this.customerOfToken(token);
    return this.deps.orders.history(row.id, orderHistoryPaging(pageSize, currentPage));
  }

  private issueSession(customerId: number): IssuedSession {
    const { sessions, policy } = this.deps;
    const now = this.now();
    sessions.forgetExpired(now);
    return {
      token: sessions.issue(customerId, 'access', now + policy.tokenLifetimeMs),
      refreshToken: sessions.issue(customerId, 'refresh', now + policy.refreshTokenLifetimeMs),
    };
  }

  private newPassword(value: unknown): string {
    const password = typeof value === 'string' ? value : '';
    const broken = passwordRule(password);
    if (broken) throw new UpstreamError(400, FORM_RULE_MESSAGES[broken]);
    return password;
  }

  private requireRow(id: number): CustomerRow {
    const row = this.deps.customers.find(id);
    if (!row) throw new Error(`customer ${id} vanished while it was written`);
    return row;
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  private timestamp(): string {
    return magentoTimestamp(this.deps.clock());
  }
}

/** A refused customer input is a 400 with the rule's message. */
function checked<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof CustomerInputError) throw new UpstreamError(400, error.message);
    throw error;
  }
}

function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
