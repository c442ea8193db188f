import { useLingui } from '@lingui/react/macro';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { WishlistPage } from '@/features/wishlist/WishlistPage';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

/** seed 001 §1, §4: the wishlist page, with the cart's button composed in (features never import each other). */
export function WishlistRoute() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Verlanglijst`} pathIn={paths.wishlist} />
      <WishlistPage renderAddToCart={({ sku, qty }) => <AddToCartButton sku={sku} qty={qty} />} />
    </>
  );
}
