import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { formatPrice } from '@/shared/format/price';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { PriceTag } from '@/shared/product/PriceTag';
import { StockLabel } from '@/shared/product/StockLabel';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RichText } from '@/shared/ui/RichText';
import { useStoreView } from '@/shared/storeView';
import { ProductContents } from './ProductContents';
import { ProductGallery } from './ProductGallery';
import { variantMessage } from './variantMessages';
import { VariantSelector } from './VariantSelector';
import type { ProductDetails_ProductFragment } from './ProductDetails.generated';
import type { VariantSelector_VariantFragment } from './VariantSelector.generated';
import styles from './ProductDetails.module.css';

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
  /** What follows the description (the app composes the reviews, which come in the page's query). */
  afterDescription?: ReactNode;
}

/**
 * The product page. Phone first, stacked in the order a shopper decides: cover, title, variant, price,
 * stock and the actions, then the facts and the description, so "add to cart" is reached without
 * scrolling past the description. From 64rem the cover sits beside the rest.
 */
export function ProductDetails({ product, choice, renderActions, afterDescription }: ProductDetailsProps) {
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
    <article className={styles.product} data-sku={product.sku}>
      <div className={styles.media}>
        <ProductGallery images={product.gallery} />
      </div>
      <div className={styles.buy}>
        {product.isNew && (
          <p className={styles.new}>
            <Trans>Nieuw</Trans>
          </p>
        )}
        <h1 className={styles.name}>{product.name}</h1>
        {product.author && <p className={styles.byline}>{product.author}</p>}
        {configurable && product.configurableOptions.length > 0 && (
          <VariantSelector parent={product} options={product.configurableOptions} current={variant} />
        )}
        {noVariants && (
          <EmptyState tone="warning" role="alert">
            <p>{variantMessage(i18n, 'NO_AVAILABLE_VARIANTS')}</p>
          </EmptyState>
        )}
        <div className={styles.price}>
          <PriceTag price={price} size="lg" />
          <p className={styles.exclTax}>
            <Trans>{exclTax} excl. btw</Trans>
          </p>
        </div>
        <StockLabel stock={product.stock} />
        {renderActions && (
          <div className={styles.actions}>
            {renderActions({
              cartSku,
              product: { sku: product.sku, name: product.name, slug: product.slug },
            })}
          </div>
        )}
      </div>
      <div className={styles.about}>
        <dl className={styles.facts}>
          {product.author && (
            <div className={styles.fact}>
              <dt>
                <Trans>Auteur</Trans>
              </dt>
              <dd>{product.author}</dd>
            </div>
          )}
          {product.illustrator && (
            <div className={styles.fact}>
              <dt>
                <Trans>Illustrator</Trans>
              </dt>
              <dd>{product.illustrator}</dd>
            </div>
          )}
          {publishDate && (
            <div className={styles.fact}>
              <dt>
                <Trans>Verschenen</Trans>
              </dt>
              <dd>{publishDate}</dd>
            </div>
          )}
          {product.isbn && (
            <div className={styles.fact}>
              <dt>
                <Trans>ISBN</Trans>
              </dt>
              <dd>{product.isbn}</dd>
            </div>
          )}
        </dl>
        <ProductContents product={product} />
        {description && (
          <section className={styles.description}>
            <h2>
              <Trans>Beschrijving</Trans>
            </h2>
            <RichText html={description} />
          </section>
        )}
        {afterDescription}
      </div>
    </article>
  );
}
