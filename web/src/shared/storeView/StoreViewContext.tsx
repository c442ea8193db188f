import { createContext, useContext, type ReactNode } from 'react';
import { STORE_VIEWS, type StoreView } from '@shop/store-views';

const StoreViewContext = createContext<StoreView>(STORE_VIEWS['nl-be']);

/** The store view of the current route (from its /{storeCode}/ prefix), for formatting and links. */
export function StoreViewProvider({ storeView, children }: { storeView: StoreView; children: ReactNode }) {
  return <StoreViewContext value={storeView}>{children}</StoreViewContext>;
}

export function useStoreView(): StoreView {
  return useContext(StoreViewContext);
}
