import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { ProductDetails, type ProductActionsInput } from './ProductDetails';
import { useProductPageQuery } from './ProductPage.generated';
import styles from './ProductDetails.module.css';

export interface ProductPageProps {
  /** seed 000 §2 /p/{parentSku}/{slug}: the product is found by its (parent) sku; the slug is for people. */
  sku: string;
  /** seed 000 §2 /p/{parentSku}/{slug}/{childSku}: the chosen variant of a configurable product. */
  childSku?: string | null;
  renderActions?: (chosen: ProductActionsInput) => ReactNode;
  /** After the description, once the product shows (the reviews, which ask for their data then). */
  renderAfterDescription?: (product: { sku: string }) => ReactNode;
}

export function ProductPage({
  sku,
  childSku = null,
  renderActions,
  renderAfterDescription,
}: ProductPageProps) {
  const { data, previousData, loading, error } = useProductPageQuery({ variables: { sku, childSku } });
  // While another variant loads, the page keeps showing the previous one instead of a blank page.
  const shown = data ?? previousData;
  if (!shown && loading) return <ProductPageSkeleton />;
  if (!shown && error) return <LoadError />;
  const product = shown?.product;
  // null: unknown sku, or a product that may not be shown (disabled, hidden; seed 000 §4 Product load).
  if (!product) return <NotFound />;
  return (
    <ProductDetails
      product={product}
      choice={product.variant}
      renderActions={renderActions}
      renderAfterDescription={renderAfterDescription}
    />
  );
}

/** The product page while it loads, laid out like it: the cover's box, title, price, stock, the button. */
function ProductPageSkeleton() {
  return (
    <LoadingRegion>
      <div className={styles.product}>
        <div className={styles.media}>
          <Skeleton shape="block" width="min(100%, 20rem)" aspectRatio="600 / 744" />
        </div>
        <div className={styles.buy}>
          <Skeleton width="min(24rem, 90%)" height="2.25rem" />
          <Skeleton width="40%" />
          <Skeleton width="6rem" height="2rem" />
          <Skeleton width="8rem" />
          <Skeleton shape="pill" width="14rem" />
        </div>
      </div>
    </LoadingRegion>
  );
}
