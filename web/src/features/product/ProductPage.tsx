import type { ReactNode } from 'react';
import { Loading, LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { ProductDetails, type ProductActionsInput } from './ProductDetails';
import { useProductPageQuery } from './ProductPage.generated';

export interface ProductPageProps {
  /** seed 000 §2 /p/{parentSku}/{slug}: the product is found by its (parent) sku; the slug is for people. */
  sku: string;
  /** seed 000 §2 /p/{parentSku}/{slug}/{childSku}: the chosen variant of a configurable product. */
  childSku?: string | null;
  renderActions?: (chosen: ProductActionsInput) => ReactNode;
}

export function ProductPage({ sku, childSku = null, renderActions }: ProductPageProps) {
  const { data, previousData, loading, error } = useProductPageQuery({ variables: { sku, childSku } });
  // While another variant loads, the page keeps showing the previous one instead of a blank page.
  const shown = data ?? previousData;
  if (!shown && loading) return <Loading />;
  if (!shown && error) return <LoadError />;
  const product = shown?.product;
  // null: unknown sku, or a product that may not be shown (disabled, hidden; seed 000 §4 Product load).
  if (!product) return <NotFound />;
  return <ProductDetails product={product} choice={product.variant} renderActions={renderActions} />;
}
