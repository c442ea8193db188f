import { useApolloClient } from '@apollo/client';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { shownPrice, type LivePrice, type StatedPrice } from './domain/shownPrice';
import { LivePriceStore } from './livePriceStore';
import {
  LivePricesDocument,
  type LivePricesQuery,
  type LivePricesQueryVariables,
} from './LivePrices.generated';

const LivePriceContext = createContext<LivePriceStore | null>(null);

/**
 * The live prices of one store view's pages. Asked with `no-cache`: a live price is current only as it is
 * answered (seed 000 §4 'price_is_current'), so it is neither normalised into the products of the page's own
 * query nor kept in the persisted cache, where a copy would be shown as current later.
 */
export function LivePriceProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [store] = useState(
    () =>
      new LivePriceStore(async (skus) => {
        const { data } = await client.query<LivePricesQuery, LivePricesQueryVariables>({
          query: LivePricesDocument,
          variables: { skus },
          fetchPolicy: 'no-cache',
        });
        return new Map(
          data.productsBySku.flatMap((product) =>
            product ? [[product.sku, product.livePrice ?? null]] : [],
          ),
        );
      }),
  );
  return <LivePriceContext value={store}>{children}</LivePriceContext>;
}

const noSubscription = () => () => undefined;

/**
 * The platform's live price of a sku, asked after the first render (the server's render and the hydration
 * show the catalogue's): undefined while not known, null when the platform has none. Without a sku, or
 * outside a LivePriceProvider, nothing is asked.
 */
export function useLivePrice(sku: string | null | undefined): LivePrice | null | undefined {
  const store = useContext(LivePriceContext);
  useEffect(() => {
    if (store && sku) store.ask(sku);
  }, [store, sku]);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store && sku ? store.get(sku) : undefined),
    () => undefined,
  );
}

/** The price to show for a sku: the platform's when it differs from the catalogue's (seed 000 §4, §7). */
export function useShownPrice<P extends StatedPrice>(
  sku: string | null | undefined,
  catalog: P,
): P | LivePrice {
  return shownPrice(catalog, useLivePrice(sku));
}
