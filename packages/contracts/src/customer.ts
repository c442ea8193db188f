/**
 * Customer accounts of the commerce platform (seed 000 §3 'User', §7 'Users', 'Newsletter', 'Reviews',
 * 'Mail service'), inside the `{ code, result, meta? }` envelope of vue-storefront-api. Where the seed
 * leaves a shape out, these follow the public vue-storefront-api (Magento 2 platform adapter).
 */

import type { OrderAddress } from './order';

/** A customer address (Magento's customer address, the fields the shop uses). */
export interface CustomerAddress {
  id?: number;
  customer_id?: number;
  firstname: string;
  lastname: string;
  /** Street lines: street plus apartment number, optionally ' | addition' (seed 000 §3 shipping payload). */
  street: string[];
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country_id: string;
  telephone?: string;
  company?: string;
  vat_id?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** GET /api/user/me (and POST /api/user/create, POST /api/user/me): the customer's profile. */
export interface CustomerProfile {
  id: number;
  /** seed 000 §6: 0 general, 7 and 10 to 12 B2B, 8 foreign, 9 full access. */
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  updated_at: string;
  store_id: number;
  website_id: number;
  addresses: CustomerAddress[];
  /** vue-storefront-api adds a signed token of the group to GET /api/user/me (usePriceTiers). */
  groupToken?: string;
  /**
   * seed 001 §3 'User session state': the profile of a teacher or director carries the reading programme's
   * session; absent (or null) for every other customer.
   */
  classReading?: { jwt: string } | null;
}

/** The body of POST /api/user/create. */
export interface CustomerCreateBody {
  customer: Pick<CustomerProfile, 'email' | 'firstname' | 'lastname'> & {
    addresses?: CustomerAddress[];
  };
  password: string;
}

/** The body of POST /api/user/me: only firstname, lastname, email and addresses change (seed 000 §3, §6). */
export interface CustomerUpdateBody {
  customer: Partial<Pick<CustomerProfile, 'email' | 'firstname' | 'lastname' | 'addresses'>>;
}

/** POST /api/user/login and POST /api/user/refresh answer `{ code: 200, result: <token>, meta }`. */
export interface LoginMeta {
  refreshToken: string;
}

/** An order as GET /api/user/order-history lists it (Magento's sales order, the fields the shop shows). */
export interface OrderHistoryItem {
  entity_id: number;
  increment_id: string;
  status: string;
  created_at: string;
  coupon_code?: string | null;
  order_currency_code: string;
  subtotal_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  shipping_incl_tax: number;
  grand_total: number;
  items: OrderHistoryLine[];
  /** The billing address; an order from before the checkout kept addresses has none. */
  billing_address?: OrderAddress;
  /** How the order is paid: the method's code, and its title first in `additional_information` (Magento's offline methods). */
  payment?: { method: string; additional_information?: string[] };
  /** The shipping method's title, as the platform named it when the order was placed. */
  shipping_description?: string;
  /** Magento keeps the shipping address and method (`{carrier}_{method}`) in the order's shipping assignment. */
  extension_attributes?: {
    shipping_assignments?: { shipping: { address?: OrderAddress; method?: string } }[];
  };
}

export interface OrderHistoryLine {
  item_id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  /** The cart line's product_option as it was ordered (a bundle's chosen options); absent without one. */
  product_option?: unknown;
}

/** GET /api/user/order-history (Magento's search result; page size 20 and page 1 by default). */
export interface OrderHistory {
  items: OrderHistoryItem[];
  search_criteria: { page_size: number; current_page: number };
  total_count: number;
}

/** The body of POST /api/review/create. */
export interface ReviewCreateBody {
  review: {
    product_id: number;
    title: string;
    detail: string;
    nickname: string;
    /** 1 to 5 stars. */
    rating?: number;
    customer_id?: number | null;
  };
}

/** An approved review of a product (GET /api/review/list?skus=a,b). */
export interface ProductReview {
  id: number;
  product_id: number;
  product_sku: string;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  created_at: string;
}

/** A mail of the mail service's outbox (GET /api/ext/mail-service/outbox), for tests and developers. */
export interface OutboxMail {
  id: number;
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  text: string;
  html?: string;
  sent_at: string;
}

/** The body of POST /api/ext/mail-service/send-email (token from GET /api/ext/mail-service/get-token). */
export interface SendEmailBody {
  token: string;
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  html?: string;
}

/** GET /api/ext/mailchimp-subscribe/subscribe?email= answers one of these; POST and DELETE answer the new one. */
export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/** Messages of the platform (Magento's wording) the shop reacts to. */
export const CUSTOMER_MESSAGES = {
  invalidCredentials:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  consumerNotAuthorized: "The consumer isn't authorized to access %resources.",
  emailExists: 'A customer with the same email address already exists in an associated website.',
  wrongCurrentPassword: "The password doesn't match this account. Verify the password and try again.",
  noSuchEmail: 'No such entity with email',
  resetTokenExpired: 'The password token is expired. Reset and try again.',
  resetTokenMismatch: 'The password token is mismatched. Reset and try again.',
  invalidRefreshToken: 'Invalid refresh token provided',
  couponNotValid: "The coupon code isn't valid. Verify the code and try again.",
  /** vue-storefront-api's newsletter and reset-password answers to a missing or malformed email. */
  invalidEmail: 'Invalid e-mail provided!',
  /** POST /api/user/me with an address that is not the customer's (vue-storefront-api's check). */
  invalidAddress: 'Provided invalid address.id or address.customer_id',
} as const;
