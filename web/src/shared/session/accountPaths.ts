import { buildShopPath, LOGIN_VIEWS, QUERY_PARAMS, type LoginView } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';
import { paths, REDIRECT_PARAM } from '@/shared/storeView';

export { LOGIN_VIEWS, type LoginView };
/** Query parameters of the login page: which view, and where to go once logged in (REDIRECT_PARAM). */
export const LOGIN_VIEW_PARAM = QUERY_PARAMS.loginView;
export { REDIRECT_PARAM };

/**
 * The account's addresses (seed 000 §2: login, create-password, my-account and its blocks), built by
 * @shop/routes. Shared: the header, the cart and checkout link to them too.
 */
export const accountPaths = {
  /** seed 000 §2 login (default layout); `redirect` is where to return after logging in. */
  login: (store: StoreCode, options: { view?: LoginView; redirect?: string } = {}) =>
    buildShopPath({
      kind: 'login',
      store,
      view: options.view && options.view !== 'login' ? options.view : null,
      redirect: options.redirect || null,
    }),
  /** seed 000 §2 create-password: the reset link's address, with `email` and `token` in the query. */
  createPassword: (store: StoreCode) => buildShopPath({ kind: 'createPassword', store }),
  /** seed 000 §2 my-account: profile, password and addresses. */
  myAccount: (store: StoreCode) => buildShopPath({ kind: 'myAccount', store }),
  myOrders: (store: StoreCode) => buildShopPath({ kind: 'myOrders', store }),
  myOrder: (store: StoreCode, orderId: string) => buildShopPath({ kind: 'myOrder', store, orderId }),
  myNewsletter: (store: StoreCode) => buildShopPath({ kind: 'myNewsletter', store }),
  /** seed 000 §2 my-digital-products: the e-books and audiobooks the customer bought. */
  myDigitalProducts: (store: StoreCode) => buildShopPath({ kind: 'myDigitalProducts', store }),
  myRecentlyViewed: paths.recentlyViewed,
};
