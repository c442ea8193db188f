import type { ReactNode } from 'react';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { appTypePolicies } from '@/app/typePolicies';
import { createCache } from '@/shared/graphql/cachePolicies';
import { NotificationList, NotificationsProvider } from '@/shared/ui/Notifications';
import { StoreViewProvider } from '@/shared/storeView';

export interface RenderOptions {
  store?: StoreCode;
  /** The current URL (the router's only entry). */
  path?: string;
  mocks?: MockedResponse[];
}

/** Renders a component the way the app does: store view, its catalogue, the app's cache policies, a router. */
export async function renderInShop(
  ui: ReactNode,
  { store = 'nl-be', path = `/${store}/`, mocks = [] }: RenderOptions = {},
) {
  const storeView = STORE_VIEWS[store];
  const i18n = await loadI18n(storeView.locale, { allCatalogs: true });
  const cache = createCache(appTypePolicies);
  const result = render(
    <StoreViewProvider storeView={storeView}>
      <I18nProvider i18n={i18n}>
        <MockedProvider mocks={mocks} cache={cache}>
          <NotificationsProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <NotificationList />
            </MemoryRouter>
          </NotificationsProvider>
        </MockedProvider>
      </I18nProvider>
    </StoreViewProvider>,
  );
  return { ...result, cache, i18n };
}
