import type { StoreCode } from '@shop/store-views';
import { paths, REDIRECT_PARAM } from '@/shared/storeView';

/** The views of the login page, kept in the address so the back button and a shared link show the same one. */
export const LOGIN_VIEWS = ['login', 'register', 'forgot-password'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

/** Query parameters of the login page: which view, and where to go once logged in (REDIRECT_PARAM). */
export const LOGIN_VIEW_PARAM = 'view';
export { REDIRECT_PARAM };

/**
 * The account's addresses (seed 000 §2: login, create-password, my-account and its blocks), under the store
 * view prefix like every route. Shared: the header, the cart and checkout link to them too.
 */
export const accountPaths = {
  /** seed 000 §2 login (default layout); `redirect` is where to return after logging in. */
  login: (store: StoreCode, options: { view?: LoginView; redirect?: string } = {}) => {
    const query = new URLSearchParams();
    if (options.view && options.view !== 'login') query.set(LOGIN_VIEW_PARAM, options.view);
    if (options.redirect) query.set(REDIRECT_PARAM, options.redirect);
    const search = query.toString();
    return `/${store}/login${search ? `?${search}` : ''}`;
  },
  /** seed 000 §2 create-password: the reset link's address, with `email` and `token` in the query. */
  createPassword: (store: StoreCode) => `/${store}/create-password`,
  /** seed 000 §2 my-account: profile, password and addresses. */
  myAccount: (store: StoreCode) => `/${store}/my-account`,
  myOrders: (store: StoreCode) => `/${store}/my-account/orders`,
  myOrder: (store: StoreCode, orderId: string) =>
    `/${store}/my-account/orders/${encodeURIComponent(orderId)}`,
  myNewsletter: (store: StoreCode) => `/${store}/my-account/newsletter`,
  myRecentlyViewed: paths.recentlyViewed,
};
