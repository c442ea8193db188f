import { useApolloClient, type ApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StoreCode } from '@shop/store-views';
import { cartIdKey, readCartId, writeCartId } from '@/shared/cart/cartIdStore';
import { onSessionChange } from '@/shared/session';
import { useOfflineCartOutcomes } from './useOfflineCartOutcomes';
import { WaitingCartProvider } from './WaitingCartChanges';

interface CartState {
  /** The guest cart id; null for a guest without a cart and for a logged-in customer (the session's cart). */
  cartId: string | null;
  setCartId(cartId: string | null): void;
  /** Whether the stored guest cart id has been read (once mounted: the server has no storage). */
  ready: boolean;
  /** seed 000 §2 interface flag: microcart open/closed. */
  isMiniCartOpen: boolean;
  setMiniCartOpen(open: boolean): void;
}

const CartContext = createContext<CartState | null>(null);

/**
 * Forgets every cart the cache holds (the `cart` answers and the Cart entities), so the shopper's cart is
 * asked again: after a login it is the customer's cart, after a logout there is none.
 */
export function forgetCachedCarts(client: ApolloClient<unknown>): void {
  const cache = client.cache;
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Cart:')) cache.evict({ id });
  }
  cache.gc();
}

export function CartProvider({ storeCode, children }: { storeCode: StoreCode; children: ReactNode }) {
  const client = useApolloClient();
  // Read once mounted: the server has no storage, and the first client render (the mini cart's count)
  // must match the server's markup.
  const [cartId, setCartIdState] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [isMiniCartOpen, setMiniCartOpen] = useState(false);
  // seed 001 §4: a change made offline and refused once sent is told here, whichever page shows.
  useOfflineCartOutcomes();

  const setCartId = useCallback(
    (next: string | null) => {
      writeCartId(storeCode, next);
      setCartIdState(next);
    },
    [storeCode],
  );

  // seed 000 §4 Cart sync: across browser tabs only the storage-changed event triggers it.
  useEffect(() => {
    setCartIdState(readCartId(storeCode));
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartIdKey(storeCode)) setCartIdState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storeCode]);

  // seed 000 §4 'Cart token': at login the server joined the guest cart to the customer's, so the guest id
  // is dropped and the customer's cart is asked from the session. 'User session': logout clears the cart.
  useEffect(
    () =>
      onSessionChange((event) => {
        setCartId(null);
        if (event === 'logout') setMiniCartOpen(false);
        forgetCachedCarts(client);
      }),
    [client, setCartId],
  );

  const state = useMemo(
    () => ({ cartId, setCartId, ready, isMiniCartOpen, setMiniCartOpen }),
    [cartId, setCartId, ready, isMiniCartOpen],
  );
  return (
    <CartContext value={state}>
      <WaitingCartProvider>{children}</WaitingCartProvider>
    </CartContext>
  );
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart needs a CartProvider above it');
  return state;
}
