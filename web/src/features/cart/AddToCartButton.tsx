import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { useNotifications } from '@/shared/ui/Notifications';
import { useSession } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { useAddToCartMutation } from './AddToCart.generated';
import { useCreateCartMutation } from './CreateCart.generated';
import { useCart } from './CartContext';
import { cartMessageOutcome, cartUserErrorOutcome, type CartOutcome } from './cartOutcomes';
import { offlineAddToCart } from './offlineCartChanges';
import { useShopperCart } from './useShopperCart';
import { useWaitOffline } from './useCartChanges';

/**
 * A cart the platform no longer knows (expired guest cart, reset demo data) is the user error CART_NOT_FOUND,
 * or the GraphQL error of that code when it vanished during the request.
 */
function isUnknownCart(error: unknown): boolean {
  const errors =
    (error as { graphQLErrors?: readonly { extensions?: { code?: unknown } }[] }).graphQLErrors ?? [];
  return errors.some((e) => e.extensions?.code === 'CART_NOT_FOUND');
}

/**
 * seed 000 §4 Add to cart: the server validates, checks stock and adds; this button shows its outcome,
 * every refusal translated by its code (PRICE_UNKNOWN: 'Product price is unknown, product cannot be added to
 * the cart!'). A guest cart is created on the first add (seed: "A server cart is created when the cart has
 * items but no token"); a logged-in customer, who has no guest id but a cart from the session, adds to that
 * cart by naming none.
 */
export interface AddToCartButtonProps {
  sku: string;
  qty?: number;
  /** A bundle's chosen products per option (seed 000 §3 product_option); left out, its default links. */
  bundleOptions?: readonly { optionId: number; linkIds: readonly number[]; qty: number }[];
  /**
   * A grouped product's chosen products and quantities: each goes into the cart as its own line, as
   * Magento and Vue Storefront add a grouped product (its associated simple products); `sku` is then unused.
   */
  lines?: readonly { sku: string; qty: number }[];
  /** The product's name: a line added offline is shown waiting under it. */
  name?: string;
}

export function AddToCartButton({ sku, qty = 1, bundleOptions, lines, name }: AddToCartButtonProps) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const { cartId, setCartId } = useCart();
  const { cart: shopperCart } = useShopperCart();
  const { customer } = useSession();
  // No guest id, yet a cart: the session's, a customer's (seed 000 §4: the server keeps the customer's cart),
  // known from its answer or, while that has not come (the network went first), from the session itself.
  const sessionCart = !cartId && (shopperCart !== null || customer !== null);
  const { notify } = useNotifications();
  const [createCart] = useCreateCartMutation();
  const [addToCart] = useAddToCartMutation();
  const [busy, setBusy] = useState(false);
  const waitOffline = useWaitOffline();

  // seed 000 §8 'Added': with OK (the notification's close button) and a 'Proceed to checkout' action.
  const show = (outcome: CartOutcome) =>
    notify({
      type: outcome.type,
      message: outcome.text,
      ...(outcome.proceedToCheckout ? { action: { label: t`Afrekenen`, to: paths.checkout(code) } } : {}),
    });

  const newCart = async (): Promise<string | null> => {
    const { data } = await createCart();
    const payload = data?.createCart;
    payload?.userErrors.forEach((error) => show(cartUserErrorOutcome(i18n, error)));
    const id = payload?.cart?.id ?? null;
    setCartId(id);
    return id;
  };

  const CART_GONE = 'cart-gone' as const;

  const chosen = bundleOptions
    ? { bundleOptions: bundleOptions.map((option) => ({ ...option, linkIds: [...option.linkIds] })) }
    : {};
  const toAdd = lines ?? [{ sku, qty, ...chosen }];

  /** Adds a line (to the session's cart when `id` is null); CART_GONE when the platform no longer knows the cart. */
  const addTo = async (id: string | null, line: (typeof toAdd)[number]) => {
    try {
      const input = id ? { cartId: id, ...line } : line;
      const payload = (await addToCart({ variables: { input } })).data?.addToCart;
      return payload?.userErrors.some((error) => error.code === 'CART_NOT_FOUND') ? CART_GONE : payload;
    } catch (error) {
      if (isUnknownCart(error)) return CART_GONE;
      throw error;
    }
  };

  /** Offline with a cart to add to: the lines wait in the queue (a new guest cart needs the network). */
  const addOffline = async (): Promise<boolean> => {
    const id = sessionCart ? null : cartId;
    if (!sessionCart && !id) return false;
    for (const line of toAdd)
      if (
        (await waitOffline(
          offlineAddToCart(id ? { cartId: id, ...line } : line, line.sku === sku ? name : undefined),
        )) === null
      )
        return false;
    return true;
  };

  const onClick = async () => {
    setBusy(true);
    try {
      if (await addOffline()) return;
      let id = sessionCart ? null : (cartId ?? (await newCart()));
      if (!sessionCart && !id) return;
      for (const line of toAdd) {
        let payload = await addTo(id, line);
        if (payload === CART_GONE) {
          // seed 000 §7: a task needing a cart the platform no longer has fails; start a new guest cart, once.
          id = await newCart();
          if (!id) return;
          payload = await addTo(id, line);
        }
        if (payload === CART_GONE) throw new Error('a new guest cart was not found either');
        if (!payload) continue;
        payload.userErrors.forEach((error) => show(cartUserErrorOutcome(i18n, error)));
        if (payload.message) show(cartMessageOutcome(i18n, payload.message));
      }
    } catch {
      notify({
        type: 'error',
        message: t`Het product kon niet aan je winkelmandje worden toegevoegd. Probeer het opnieuw.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="primary"
      onClick={onClick}
      loading={busy}
      disabled={lines?.length === 0}
      icon={<Icon name="cart" size={20} />}
    >
      <Trans>In winkelmandje</Trans>
    </Button>
  );
}
