import { createContext, useContext, type ReactNode } from 'react';
import type { StoreCode } from '@shop/store-views';
import type { StoreResources } from './storeResources';

interface InitialResources {
  code: StoreCode;
  resources: StoreResources;
}

const InitialResourcesContext = createContext<InitialResources | null>(null);

/**
 * The Apollo client and catalogue of the store view a page is rendered in, ready before the first render:
 * on the server the request's own (never shared between requests), in the browser the ones created from
 * the server's state before hydrating. The first render then never suspends, so it matches the server's.
 */
export function InitialResourcesProvider({
  code,
  resources,
  children,
}: InitialResources & { children: ReactNode }) {
  return <InitialResourcesContext value={{ code, resources }}>{children}</InitialResourcesContext>;
}

export function useInitialResources(code: StoreCode): StoreResources | null {
  const initial = useContext(InitialResourcesContext);
  return initial?.code === code ? initial.resources : null;
}
