import { Link } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { IMAGE_SIZES, imageUrl } from './imageUrl';
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
        {product.image ? (
          <img
            className="product-card__image"
            src={imageUrl(product.image.url, IMAGE_SIZES.thumbnail)}
            alt={product.image.label}
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
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
