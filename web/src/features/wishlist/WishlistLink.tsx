import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/shared/ui/Button';
import { HeaderActionLink } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { paths, useStoreView } from '@/shared/storeView';
import { useWishlist } from './useWishlist';

/**
 * The header's way to the wishlist page, with the number of products on it. The server's render counts 0
 * (it has no storage); the count changes once the wishlist is read, in a badge of the same width.
 */
export function WishlistLink() {
  const { code } = useStoreView();
  const { items } = useWishlist();
  return (
    <HeaderActionLink
      icon={<Icon name="heart" />}
      label={<Trans>Verlanglijst</Trans>}
      count={items.length}
      countProps={{ 'data-testid': 'wishlist-count' }}
      countOnIcon
      to={paths.wishlist(code)}
    />
  );
}

/** The same way to the wishlist as a row of the phone's menu drawer, where the narrowest header has no room. */
export function WishlistMenuLink() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const count = useWishlist().items.length;
  return (
    <ButtonLink variant="ghost" flush to={paths.wishlist(code)} data-testid="wishlist-menu-link">
      <Icon name="heart" />
      {t`Verlanglijst (${count})`}
    </ButtonLink>
  );
}
