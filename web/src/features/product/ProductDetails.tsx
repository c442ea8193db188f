import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { formatPrice } from '@/shared/format/price';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { PriceTag } from '@/shared/product/PriceTag';
import { StockLabel } from '@/shared/product/StockLabel';
import { useStoreView } from '@/shared/storeView';
import type { ProductDetails_ProductFragment } from './ProductDetails.generated';

export interface ProductDetailsProps {
  product: ProductDetails_ProductFragment;
  /** What the page offers to do with the product (the app puts the cart's button here). */
  actions?: ReactNode;
}

export function ProductDetails({ product, actions }: ProductDetailsProps) {
  const { locale } = useStoreView();
  const html = product.fullDescription ?? product.description;
  const description = useMemo(() => (html ? sanitizeHtml(html) : null), [html]);
  const publishDate = product.publishDate ? formatIsoDate(product.publishDate) : null;
  const exclTax = formatPrice(product.price.finalExclTax, locale);
  return (
    <article className="product" data-sku={product.sku}>
      <title>{product.name}</title>
      <div className="product__media">
        {product.image ? (
          <img
            src={imageUrl(product.image.url, IMAGE_SIZES.gallery)}
            alt={product.image.label}
            width={IMAGE_SIZES.gallery.width}
            height={IMAGE_SIZES.gallery.height}
          />
        ) : (
          <span className="product__image--none" aria-hidden="true" />
        )}
      </div>
      <div className="product__info">
        <h1 className="product__name">{product.name}</h1>
        <dl className="product__facts">
          {product.author && (
            <>
              <dt>
                <Trans>Auteur</Trans>
              </dt>
              <dd>{product.author}</dd>
            </>
          )}
          {product.illustrator && (
            <>
              <dt>
                <Trans>Illustrator</Trans>
              </dt>
              <dd>{product.illustrator}</dd>
            </>
          )}
          {publishDate && (
            <>
              <dt>
                <Trans>Verschenen</Trans>
              </dt>
              <dd>{publishDate}</dd>
            </>
          )}
          {product.isbn && (
            <>
              <dt>
                <Trans>ISBN</Trans>
              </dt>
              <dd>{product.isbn}</dd>
            </>
          )}
        </dl>
        <PriceTag price={product.price} />
        <p className="price__excl-tax">
          <Trans>{exclTax} excl. btw</Trans>
        </p>
        <StockLabel stock={product.stock} />
        {actions}
        {description && (
          <div className="product__description rich-text" dangerouslySetInnerHTML={{ __html: description }} />
        )}
      </div>
    </article>
  );
}
