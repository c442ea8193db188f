import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { formatPrice } from '@/shared/format/price';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { PriceTag } from '@/shared/product/PriceTag';
import { StockLabel } from '@/shared/product/StockLabel';
import { useStoreView } from '@/shared/storeView';
import { ProductContents } from './ProductContents';
import { ProductGallery } from './ProductGallery';
import { variantMessage } from './variantMessages';
import { VariantSelector } from './VariantSelector';
import type { ProductDetails_ProductFragment } from './ProductDetails.generated';
import type { VariantSelector_VariantFragment } from './VariantSelector.generated';

export interface VariantChoiceProps {
  variant?: VariantSelector_VariantFragment | null;
  userErrors: readonly { code: string }[];
}

export interface ProductActionsInput {
  /** The sku that goes into the cart (a configurable product's chosen child); null when none can be bought. */
  cartSku: string | null;
  /** The product shown, as public data to remember (compare list, recently viewed). */
  product: { sku: string; name: string; slug: string };
}

export interface ProductDetailsProps {
  product: ProductDetails_ProductFragment;
  /** The variant choice of a configurable product (the address's child sku, else the default child). */
  choice?: VariantChoiceProps;
  /** What the page offers to do with what is chosen (the app composes the cart's and other features' parts). */
  renderActions?: (chosen: ProductActionsInput) => ReactNode;
}

export function ProductDetails({ product, choice, renderActions }: ProductDetailsProps) {
  const { locale } = useStoreView();
  const { i18n } = useLingui();
  const html = product.fullDescription ?? product.description;
  const description = useMemo(() => (html ? sanitizeHtml(html) : null), [html]);
  const publishDate = product.publishDate ? formatIsoDate(product.publishDate) : null;
  const configurable = product.type === 'CONFIGURABLE';
  const variant = configurable ? choice?.variant : null;
  // A configurable product goes into the cart as its chosen child; without one it cannot be bought.
  const cartSku = (configurable ? variant?.sku : product.sku) ?? null;
  const price = variant?.price ?? product.price;
  const exclTax = formatPrice(price.finalExclTax, locale);
  const noVariants = configurable && choice?.userErrors.some((e) => e.code === 'NO_AVAILABLE_VARIANTS');
  return (
    <article className="product" data-sku={product.sku}>
      <div className="product__media">
        <ProductGallery images={product.gallery} />
      </div>
      <div className="product__info">
        <h1 className="product__name">{product.name}</h1>
        {product.isNew && (
          <p className="product__new">
            <Trans>Nieuw</Trans>
          </p>
        )}
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
        {configurable && product.configurableOptions.length > 0 && (
          <VariantSelector parent={product} options={product.configurableOptions} current={variant} />
        )}
        {noVariants && (
          <p className="product__warning" role="alert">
            {variantMessage(i18n, 'NO_AVAILABLE_VARIANTS')}
          </p>
        )}
        <PriceTag price={price} />
        <p className="price__excl-tax">
          <Trans>{exclTax} excl. btw</Trans>
        </p>
        <StockLabel stock={product.stock} />
        {renderActions?.({ cartSku, product: { sku: product.sku, name: product.name, slug: product.slug } })}
        <ProductContents product={product} />
        {description && (
          <div className="product__description rich-text" dangerouslySetInnerHTML={{ __html: description }} />
        )}
      </div>
    </article>
  );
}
