import type {
  CustomerCreateBody,
  CustomerProfile,
  CustomerUpdateBody,
  OrderHistory,
  ProductReview,
  ReviewCreateBody,
} from '@shop/contracts';

/**
 * The port to the commerce platform's customer accounts, named after the vue-storefront-api endpoints it
 * speaks (seed 000 §7 'Users', 'Newsletter', 'Reviews'). Business answers the shop shows come back as typed
 * failures with the platform's own message; a token the platform rejects, and anything unexpected, is thrown
 * by the adapter as a GraphQLError (UNAUTHENTICATED for the token, so a client can refresh its session).
 */
export interface CustomerAccounts {
  /** POST /api/user/login: a new session. */
  login(email: string, password: string): Promise<AccountResult<SessionTokens, 'INVALID_CREDENTIALS'>>;
  /** POST /api/user/refresh: new tokens for a refresh token (the old refresh token stops working). */
  refresh(refreshToken: string): Promise<AccountResult<SessionTokens, 'SESSION_EXPIRED'>>;
  /**
   * POST /api/user/logout: the platform revokes the customer's tokens as Magento's revoke-customer-token does
   * (every token and refresh token of the customer). A token it no longer accepts is SESSION_EXPIRED: the
   * session had ended already.
   */
  logout(): Promise<AccountResult<true, 'SESSION_EXPIRED'>>;
  /** POST /api/user/create: a new account (not logged in). */
  create(body: CustomerCreateBody): Promise<AccountResult<CustomerProfile, 'EMAIL_EXISTS' | 'INVALID_INPUT'>>;
  /** GET /api/user/me: the profile of the token's customer. */
  me(): Promise<CustomerProfile>;
  /** POST /api/user/me: changes names, email and addresses (the platform ignores anything else). */
  updateMe(
    body: CustomerUpdateBody,
  ): Promise<AccountResult<CustomerProfile, 'EMAIL_EXISTS' | 'ADDRESS_NOT_FOUND' | 'PROFILE_NOT_SAVED'>>;
  /** POST /api/user/change-password. */
  changePassword(
    currentPassword: string,
    newPassword: string,
  ): Promise<AccountResult<true, 'WRONG_CURRENT_PASSWORD' | 'INVALID_INPUT'>>;
  /** POST /api/user/reset-password: the platform mails a reset link. */
  resetPassword(email: string): Promise<AccountResult<true, 'EMAIL_NOT_FOUND'>>;
  /** POST /api/user/create-password: a new password with the token of a reset link. */
  createPassword(
    email: string,
    newPassword: string,
    resetToken: string,
  ): Promise<AccountResult<true, 'RESET_TOKEN_EXPIRED' | 'RESET_TOKEN_MISMATCH' | 'INVALID_INPUT'>>;
  /** GET /api/user/order-history. */
  orderHistory(pageSize: number, currentPage: number): Promise<OrderHistory>;
  /** GET the newsletter extension's subscribe: whether the email is subscribed. */
  newsletterStatus(email: string): Promise<boolean>;
  /** POST (subscribe) or DELETE (unsubscribe) the newsletter extension's subscribe. */
  setNewsletter(email: string, subscribed: boolean): Promise<AccountResult<true, 'INVALID_EMAIL'>>;
  /** POST /api/review/create. */
  createReview(body: ReviewCreateBody): Promise<AccountResult<true, 'PRODUCT_NOT_FOUND' | 'INVALID_INPUT'>>;
  /** The approved reviews of these products, newest first. */
  reviews(skus: readonly string[]): Promise<ProductReview[]>;
}

/** Builds the port for one request and one customer token (null for a guest). */
export type CustomerAccountsFactory = (request: {
  requestId: string;
  storeCode: string;
  customerToken: string | null;
}) => CustomerAccounts;

/** What a login or refresh answers: `{ result: token, meta: { refreshToken } }`. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** When the token stops working, when the platform says (vue-storefront-api does not). */
  expiresAt: string | null;
}

/** Business answers of the platform's accounts that the shop shows to the customer. */
export type AccountFailure =
  | 'INVALID_CREDENTIALS'
  | 'SESSION_EXPIRED'
  | 'EMAIL_EXISTS'
  | 'INVALID_INPUT'
  | 'ADDRESS_NOT_FOUND'
  | 'PROFILE_NOT_SAVED'
  | 'WRONG_CURRENT_PASSWORD'
  | 'EMAIL_NOT_FOUND'
  | 'RESET_TOKEN_EXPIRED'
  | 'RESET_TOKEN_MISMATCH'
  | 'INVALID_EMAIL'
  | 'PRODUCT_NOT_FOUND';

export type AccountResult<T, F extends AccountFailure> =
  | { ok: true; value: T }
  /** `message` is the platform's own wording. */
  | { ok: false; failure: F; message: string };
