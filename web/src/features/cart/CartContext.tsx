import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StoreCode } from '@shop/store-views';
import { cartIdKey, readCartId, writeCartId } from '@/shared/cart/cartIdStore';

interface CartState {
  cartId: string | null;
  setCartId(cartId: string | null): void;
  /** seed 000 §2 interface flag: microcart open/closed. */
  isMiniCartOpen: boolean;
  setMiniCartOpen(open: boolean): void;
}

const CartContext = createContext<CartState | null>(null);

export function CartProvider({ storeCode, children }: { storeCode: StoreCode; children: ReactNode }) {
  // Read once mounted: the server has no storage, and the first client render (the mini cart's count)
  // must match the server's markup.
  const [cartId, setCartIdState] = useState<string | null>(null);
  const [isMiniCartOpen, setMiniCartOpen] = useState(false);

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
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartIdKey(storeCode)) setCartIdState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storeCode]);

  const state = useMemo(
    () => ({ cartId, setCartId, isMiniCartOpen, setMiniCartOpen }),
    [cartId, setCartId, isMiniCartOpen],
  );
  return <CartContext value={state}>{children}</CartContext>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart needs a CartProvider above it');
  return state;
}
