import { Link } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { IMAGE_SIZES } from './imageUrl';
import { PriceTag } from './PriceTag';
import { StockLabel } from './StockLabel';
import type { ProductCard_ProductFragment } from './ProductCard.generated';

/**
 * A product in a listing or a carousel. It lives in shared/ because both the catalogue (category listings)
 * and the content pages (homepage carousels) show it, and features never import each other.
 */
export function ProductCard({ product }: { product: ProductCard_ProductFragment }) {
  const { code } = useStoreView();
  return (
    <article className="product-card" data-testid="product-card" data-sku={product.sku}>
      <Link className="product-card__link" to={paths.product(code, product.sku, product.slug)}>
        {/* The catalog gives the thumbnail at the seed's listing size (310x300). */}
        {product.thumbnail ? (
          <img
            className="product-card__image"
            src={product.thumbnail.url}
            alt={product.thumbnail.label}
            width={product.thumbnail.width ?? IMAGE_SIZES.thumbnail.width}
            height={product.thumbnail.height ?? IMAGE_SIZES.thumbnail.height}
            loading="lazy"
          />
        ) : (
          <span className="product-card__image product-card__image--none" aria-hidden="true" />
        )}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.author && <p className="product-card__author">{product.author}</p>}
      <PriceTag price={product.price} />
      <StockLabel stock={product.stock} />
    </article>
  );
}
