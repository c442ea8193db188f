import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredProduct } from '@/shared/storage/storedProducts';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { isInWishlist } from './domain/wishlist';
import { useWishlist } from './useWishlist';

export interface WishlistButtonProps {
  product: StoredProduct;
  /** The heart alone (on a product card); otherwise the heart with the word (on the product page). */
  iconOnly?: boolean;
}

/**
 * Puts the product on the wishlist, or takes it off again: a toggle whose pressed state says whether it is
 * there, named after the product so a list of cards is not a list of identical buttons. The server's render
 * and the first client render show it unpressed (the server has no storage); it turns pressed once the
 * wishlist is read, without changing size.
 */
export function WishlistButton({ product, iconOnly = false }: WishlistButtonProps) {
  const { t } = useLingui();
  const { items, add, remove } = useWishlist();
  const listed = isInWishlist(items, product.sku);
  const name = product.name;
  return (
    <Button
      variant="secondary"
      iconOnly={iconOnly}
      aria-pressed={listed}
      aria-label={t`Bewaar ${name} op je verlanglijst`}
      icon={<Icon name="heart" size={20} filled={listed} />}
      onClick={() => (listed ? remove(product.sku) : add(product))}
      data-testid="wishlist-button"
    >
      {!iconOnly && <Trans>Verlanglijst</Trans>}
    </Button>
  );
}
