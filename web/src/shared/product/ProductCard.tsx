import { Link } from 'react-router-dom';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import { BookCover } from './BookCover';
import { IMAGE_SIZES } from './imageUrl';
import { PriceTag } from './PriceTag';
import { useProductCardAction } from './ProductCardAction';
import { StockLabel } from './StockLabel';
import type { ProductCard_ProductFragment } from './ProductCard.generated';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** The heading level under the section it is in: 2 in a page's listing, 3 in a titled carousel. */
  headingLevel?: 2 | 3;
  /** In the first screen: its cover loads at once instead of lazily. */
  priority?: boolean;
}

/**
 * A product in a listing or a carousel. It lives in shared/ because both the catalogue (category listings)
 * and the content pages (homepage carousels) show it, and features never import each other.
 */
export function ProductCard({ product, headingLevel = 2, priority = false }: ProductCardProps) {
  const { code } = useStoreView();
  const renderAction = useProductCardAction();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="product-card" data-sku={product.sku}>
      {/*
        The cover sits outside the link, so the link's name is the title alone (not the title twice); the
        link's target covers the whole card, cover included. The catalog gives the thumbnail at the seed's
        listing size (310x300).
      */}
      <BookCover
        src={product.thumbnail?.url ?? null}
        alt={product.thumbnail?.label ?? ''}
        size={{
          width: product.thumbnail?.width ?? IMAGE_SIZES.thumbnail.width,
          height: product.thumbnail?.height ?? IMAGE_SIZES.thumbnail.height,
        }}
        loading={priority ? 'eager' : 'lazy'}
      />
      <Heading className={styles.name}>
        <Link className={styles.link} to={paths.product(code, product.sku, product.slug)}>
          {product.name}
        </Link>
      </Heading>
      {product.author && <p className={styles.author}>{product.author}</p>}
      <div className={styles.meta}>
        <PriceTag price={product.price} sku={product.sku} />
        <StockLabel product={product} />
      </div>
      {/* After the title in reading order; over the cover's corner, above the link that covers the card. */}
      {renderAction && (
        <div className={styles.action}>
          {renderAction({ sku: product.sku, name: product.name, slug: product.slug })}
        </div>
      )}
    </article>
  );
}

/** A card still loading: the same size as a ProductCard, so the listing does not jump when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="block" aspectRatio="310 / 300" />
      <Skeleton width="85%" height="1.25em" />
      <Skeleton width="55%" />
      <Skeleton width="35%" height="1.5em" />
    </div>
  );
}
