import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { formatPrice } from '@/shared/format/price';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { attributeRows } from '@/shared/product/attributeRows';
import { PriceTag } from '@/shared/product/PriceTag';
import { useShownPrice } from '@/shared/livePrice/LivePriceProvider';
import { Price } from '@/shared/ui/Price';
import { isDigitalBook } from '@/shared/product/digitalBook';
import { StockLabel } from '@/shared/product/StockLabel';
import { DetailsList } from '@/shared/ui/DetailsList';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RichText } from '@/shared/ui/RichText';
import { useStoreView } from '@/shared/storeView';
import { BundleChooser } from './BundleChooser';
import {
  bundleOptionsInput,
  chosenBundlePrice,
  defaultBundleChoice,
  missingRequiredOptions,
  useBundleLinkPrices,
  type BundleChoice,
} from './bundleChoice';
import { ContributorNames } from './ContributorNames';
import {
  defaultGroupedQuantities,
  GroupedChooser,
  groupedLines,
  type GroupedQuantities,
} from './GroupedChooser';
import { DigitalBookPreview } from './DigitalBookPreview';
import { ProductContents } from './ProductContents';
import { ProductGallery } from './ProductGallery';
import { variantMessage } from './variantMessages';
import { VariantSelector } from './VariantSelector';
import type { ProductDetails_ProductFragment } from './ProductDetails.generated';
import type { VariantSelector_VariantFragment } from './VariantSelector.generated';
import styles from './ProductDetails.module.css';

/**
 * What parents choose a book by, beside the description, in this order; the labels come from the catalogue
 * in the store view's language. (A page count is not among the catalogue's attributes.)
 */
const CHOOSING_ATTRIBUTES = ['age', 'theme_terms', 'series', 'format', 'language'] as const;

export interface VariantChoiceProps {
  variant?: VariantSelector_VariantFragment | null;
  userErrors: readonly { code: string }[];
}

export interface ProductActionsInput {
  /** The sku that goes into the cart (a configurable product's chosen child); null when none can be bought. */
  cartSku: string | null;
  /** The product shown, as public data to remember (compare list, recently viewed). */
  product: { sku: string; name: string; slug: string };
  /** A bundle's chosen products per option, as addToCart takes them; undefined for other products. */
  bundleOptions?: { optionId: number; linkIds: number[]; qty: number }[];
  /** A grouped product's chosen products and quantities, each its own cart line; undefined for other products. */
  groupedLines?: { sku: string; qty: number }[];
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
  const { t, i18n } = useLingui();
  const html = product.fullDescription ?? product.description;
  const description = useMemo(() => (html ? sanitizeHtml(html) : null), [html]);
  const publishDate = product.publishDate ? formatIsoDate(product.publishDate) : null;
  const configurable = product.type === 'CONFIGURABLE';
  const variant = configurable ? choice?.variant : null;
  // A configurable product goes into the cart as its chosen child; without one it cannot be bought.
  const cartSku = (configurable ? variant?.sku : product.sku) ?? null;
  const bundle = product.type === 'BUNDLE' && product.bundleOptions.length > 0;
  const [bundleChoice, setBundleChoice] = useState<BundleChoice>(() =>
    defaultBundleChoice(product.bundleOptions),
  );
  const grouped = product.type === 'GROUPED' && product.groupedItems.length > 0;
  const [groupedQuantities, setGroupedQuantities] = useState<GroupedQuantities>(() =>
    defaultGroupedQuantities(product.groupedItems),
  );
  const missingOptions = bundle ? missingRequiredOptions(product.bundleOptions, bundleChoice) : [];
  // seed 000 §5: a bundle costs its chosen links times qty; the catalogue's price is the default links'.
  const linkPrices = useBundleLinkPrices(bundle ? product.bundleOptions : []);
  const bundlePrice = bundle ? chosenBundlePrice(product.bundleOptions, bundleChoice, linkPrices) : null;
  // The platform's price when it differs from the catalogue's (seed 000 §7); a variant's own price stands.
  const price = useShownPrice(variant ? null : product.sku, variant?.price ?? product.price);
  const exclTax = formatPrice(price.finalExclTax, locale);
  const noVariants = configurable && choice?.userErrors.some((e) => e.code === 'NO_AVAILABLE_VARIANTS');
  const authors = product.contributors.filter((c) => c.role === 'AUTHOR');
  const illustrators = product.contributors.filter((c) => c.role === 'ILLUSTRATOR');
  const authorCount = authors.length;
  const illustratorCount = illustrators.length;
  const details = [
    {
      key: 'authors',
      term: i18n._(msg({ message: plural(authorCount, { one: 'Auteur', other: 'Auteurs' }) })),
      details: authorCount ? <ContributorNames contributors={authors} /> : null,
    },
    {
      key: 'illustrators',
      term: i18n._(
        msg({ message: plural(illustratorCount, { one: 'Illustrator', other: 'Illustratoren' }) }),
      ),
      details: illustratorCount ? <ContributorNames contributors={illustrators} /> : null,
    },
    ...attributeRows(product.attributes, CHOOSING_ATTRIBUTES),
    { key: 'publishDate', term: t`Verschenen`, details: publishDate },
    { key: 'isbn', term: t`ISBN`, details: product.isbn },
  ];
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
        {authors.length > 0 && (
          <p className={styles.byline}>
            <ContributorNames contributors={authors} />
          </p>
        )}
        {configurable && product.configurableOptions.length > 0 && (
          <VariantSelector parent={product} options={product.configurableOptions} current={variant} />
        )}
        {noVariants && (
          <EmptyState tone="warning" role="alert">
            <p>{variantMessage(i18n, 'NO_AVAILABLE_VARIANTS')}</p>
          </EmptyState>
        )}
        {bundle && (
          <BundleChooser
            options={product.bundleOptions}
            choice={bundleChoice}
            onChange={setBundleChoice}
            prices={linkPrices}
            missing={missingOptions.map((option) => option.optionId)}
          />
        )}
        {grouped && (
          <GroupedChooser
            items={product.groupedItems}
            quantities={groupedQuantities}
            onChange={setGroupedQuantities}
          />
        )}
        <div className={styles.price} aria-live="polite">
          {bundlePrice ? (
            <Price final={bundlePrice} size="lg" />
          ) : (
            <>
              <PriceTag price={price} size="lg" />
              <p className={styles.exclTax}>
                <Trans>{exclTax} excl. btw</Trans>
              </p>
            </>
          )}
        </div>
        <StockLabel product={product} />
        {isDigitalBook(product.type) && <DigitalBookPreview productId={product.id} name={product.name} />}
        {renderActions && (
          <div className={styles.actions}>
            {renderActions({
              // A bundle without a product for each required option cannot be bought yet.
              cartSku: missingOptions.length > 0 ? null : cartSku,
              product: { sku: product.sku, name: product.name, slug: product.slug },
              ...(bundle ? { bundleOptions: bundleOptionsInput(product.bundleOptions, bundleChoice) } : {}),
              ...(grouped ? { groupedLines: groupedLines(product.groupedItems, groupedQuantities) } : {}),
            })}
          </div>
        )}
      </div>
      <div className={styles.about}>
        <DetailsList rows={details} data-testid="product-details" />
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
