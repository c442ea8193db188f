import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PriceTag } from '@/shared/product/PriceTag';
import { ProductLineCover } from '@/shared/product/ProductLineCover';
import { StockLabel } from '@/shared/product/StockLabel';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import type { WishlistItem } from './domain/wishlist';
import type { WishlistLine_ProductFragment } from './WishlistLine.generated';
import styles from './WishlistPage.module.css';

export interface WishlistLineProps {
  item: WishlistItem;
  /**
   * The product as the catalogue has it now; null when the catalogue no longer shows it, undefined while that
   * is not known (its answer is on its way, or did not come).
   */
  product: WishlistLine_ProductFragment | null | undefined;
  /** The catalogue's answer is on its way: what it will fill in keeps its place. */
  pending: boolean;
  /** The cart's button for the item (the cart is another feature: the app composes it in). */
  renderAddToCart(item: Pick<WishlistItem, 'sku' | 'qty'>): ReactNode;
  onRemove(): void;
}

/**
 * A product on the wishlist: cover, name (a link to the product page), author, price and stock as the
 * catalogue has them now, 'add to cart' and remove. Until the catalogue answers, the name saved with the item
 * shows; a product the catalogue no longer shows can only be removed.
 */
export function WishlistLine({ item, product, pending, renderAddToCart, onRemove }: WishlistLineProps) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const name = product?.name ?? item.name;
  return (
    <li className={styles.line} data-sku={item.sku} data-testid="wishlist-line">
      <ProductLineCover url={product?.cartThumbnail?.url} />
      <div className={styles.about}>
        {product === null ? (
          <span className={styles.name}>{name}</span>
        ) : (
          <Link
            variant="quiet"
            className={styles.name}
            to={paths.product(code, item.sku, product?.slug ?? item.slug)}
          >
            {name}
          </Link>
        )}
        {product === undefined && pending ? (
          // The author's line keeps its place while the catalogue answers: the lines below do not move.
          <Skeleton width="40%" />
        ) : (
          product?.author && <span className={styles.author}>{product.author}</span>
        )}
        {product ? (
          <div className={styles.meta}>
            <PriceTag price={product.price} sku={product.sku} />
            <StockLabel product={product} />
          </div>
        ) : product === null ? (
          <p className={styles.unavailable}>
            <Trans>Niet meer beschikbaar</Trans>
          </p>
        ) : (
          pending && <Skeleton width="8rem" height="1.5em" />
        )}
      </div>
      <div className={styles.controls}>
        {product === undefined && pending && <Skeleton shape="pill" width="12rem" height="2.75rem" />}
        {product &&
          (product.type === 'CONFIGURABLE' ? (
            // A configurable product goes into the cart as one of its variants, chosen on its page.
            <ButtonLink variant="primary" to={paths.product(code, item.sku, product.slug)}>
              <Trans>Kies je uitvoering</Trans>
            </ButtonLink>
          ) : (
            renderAddToCart({ sku: item.sku, qty: item.qty })
          ))}
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`${name} verwijderen`}>
          <Trans>Verwijderen</Trans>
        </Button>
      </div>
    </li>
  );
}
