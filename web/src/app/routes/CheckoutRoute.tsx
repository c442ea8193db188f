import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { forgetCachedCarts, useCart } from '@/features/cart/CartContext';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { ConfirmationPage } from '@/features/checkout/ConfirmationPage';
import { PaymentResultPage } from '@/features/checkout/PaymentResultPage';

/**
 * seed 000 §4 'Placing an order: on success ... the cart is cleared without sync': the platform closed the
 * ordered cart, so its id is dropped and the cache forgets it (the mini cart shows an empty cart), without
 * asking the platform anything.
 */
function useCartOrdered() {
  const client = useApolloClient();
  const { setCartId } = useCart();
  return useCallback(() => {
    setCartId(null);
    forgetCachedCarts(client);
  }, [client, setCartId]);
}

/** The checkout with the shopper's cart (the cart feature's), composed here: features never import each other. */
export function CheckoutRoute() {
  const { cartId, ready } = useCart();
  const onOrdered = useCartOrdered();
  return <CheckoutPage cartId={cartId} cartReady={ready} onOrdered={onOrdered} />;
}

/** seed 000 §2 'payment return': finishing a card payment also orders the cart. */
export function PaymentResultRoute() {
  const onOrdered = useCartOrdered();
  return <PaymentResultPage onOrdered={onOrdered} />;
}

export { ConfirmationPage as CheckoutConfirmationRoute };
