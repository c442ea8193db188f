import { ApolloProvider } from '@apollo/client';
import { I18nProvider } from '@lingui/react';
import { Suspense, use, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { buildShopPath, isGuardedReadingLogin, parseShopRoute, storeRedirectOf } from '@shop/routes';
import { DEFAULT_STORE_CODE, STORE_VIEWS, isStoreCode, type StoreCode } from '@shop/store-views';
import { NotificationsProvider } from '@/shared/ui/Notifications';
import { StoreViewProvider } from '@/shared/storeView';
import { CartProvider } from '@/features/cart/CartContext';
import { CART_RELOAD_QUERIES, OFFLINE_CART_MUTATIONS } from '@/features/cart/offlineCartChanges';
import { SyncQueueProvider } from '@/shared/sync/SyncQueueProvider';
import { useForgetCheckoutAtLogout } from '@/shared/checkout/checkoutDraftStorage';
import { LivePriceProvider } from '@/shared/livePrice/LivePriceProvider';
import { ProductCardActionProvider } from '@/shared/product/ProductCardAction';
import { useClearWishlistAtLogout } from '@/features/wishlist/useWishlist';
import { useInitialResources } from './initialResources';
import { productCardAction } from './productCardAction';
import { MinimalLayout } from './MinimalLayout';
import { ShopLayout } from './ShopLayout';
import { storeResources } from './storeResources';
import { SessionProblemNotices } from '@/shared/session';
import { OfflineOrderNotices } from '@/features/checkout/useOfflineOrderWaiting';

/**
 * The /{storeCode}/ prefix of every route (seed 000 §2) chooses the store view: its Apollo client (which
 * sends it as the `Store` header), its catalogue, its cart. An unknown prefix goes to nl-be (seed 000 §1).
 */
export function StoreViewRoot() {
  const { store } = useParams();
  const location = useLocation();
  if (!isStoreCode(store)) {
    // The server's rule, so a click inside the app ends where a first visit does.
    const target =
      storeRedirectOf(location.pathname)?.location ??
      buildShopPath({ kind: 'home', store: DEFAULT_STORE_CODE });
    return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  }
  return (
    // Another store view's resources load on the first switch to it (React's use() suspends meanwhile).
    <Suspense fallback={null}>
      <StoreViewShell code={store} />
    </Suspense>
  );
}

function StoreViewShell({ code }: { code: StoreCode }) {
  const initial = useInitialResources(code);
  const { client, i18n } = initial ?? use(storeResources(code));
  const storeView = STORE_VIEWS[code];
  // seed 000 §4: logout clears the checkout details, whichever page the shopper logs out from.
  useForgetCheckoutAtLogout();
  // seed 000 §4: and the wishlist.
  useClearWishlistAtLogout();
  useEffect(() => {
    document.documentElement.lang = storeView.locale;
  }, [storeView.locale]);
  return (
    <StoreViewProvider storeView={storeView}>
      <I18nProvider i18n={i18n}>
        <ApolloProvider client={client}>
          <NotificationsProvider key={code}>
            <SessionProblemNotices />
            <OfflineOrderNotices />
            <SyncQueueProvider
              key={code}
              storeCode={code}
              mutations={OFFLINE_CART_MUTATIONS}
              reload={CART_RELOAD_QUERIES}
            >
              <CartProvider key={code} storeCode={code}>
                <LivePriceProvider key={code}>
                  <ProductCardActionProvider value={productCardAction}>
                    <StoreLayout />
                  </ProductCardActionProvider>
                </LivePriceProvider>
              </CartProvider>
            </SyncQueueProvider>
          </NotificationsProvider>
        </ApolloProvider>
      </I18nProvider>
    </StoreViewProvider>
  );
}

/**
 * seed 000 §2: the error page has the minimal layout; seed 001 §6: so has the /en-rw reading login, without
 * links that lead back to it.
 */
function StoreLayout() {
  const { pathname } = useLocation();
  const minimal = isGuardedReadingLogin(pathname) || parseShopRoute(pathname)?.kind === 'error';
  return minimal ? <MinimalLayout /> : <ShopLayout />;
}
