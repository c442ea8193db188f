import { useEffect } from 'react';
import { useSession } from '@/shared/session';
import { useCart } from './CartContext';
import { useCartQuery, type CartContents_CartFragment } from './Cart.generated';

export interface ShopperCart {
  /** The shopper's cart; null when there is none (yet). */
  cart: CartContents_CartFragment | null;
  /** Nothing known yet: the stored id is being read, or the first answer is on its way. */
  loading: boolean;
  error: Error | undefined;
  refetch(): void;
}

/**
 * The shopper's cart: the guest cart of the stored id, or, without one, `cart(id: null)`, which a logged-in
 * customer's session answers with the customer's cart. It waits until the stored id is read (the server has
 * no storage), and a guest without a cart asks nothing at all: there is nothing to show but an empty cart.
 */
export function useShopperCart(): ShopperCart {
  const { cartId, setCartId, ready } = useCart();
  const session = useSession();
  const hasNoCart = cartId === null && !session.loading && session.customer === null;
  // cache-first: a cart a mutation returned is already complete in the cache (see cartTypePolicies).
  const { data, loading, error, refetch } = useCartQuery({
    variables: { cartId },
    skip: !ready || hasNoCart,
    fetchPolicy: 'cache-first',
  });

  // The platform no longer knows this guest cart (null, not an error): forget it, the next add starts a new one.
  const gone = Boolean(cartId && data && data.cart === null);
  useEffect(() => {
    if (gone) setCartId(null);
  }, [gone, setCartId]);

  return {
    cart: hasNoCart ? null : (data?.cart ?? null),
    loading: !ready || (!hasNoCart && loading && !data),
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
