import type { ReactNode } from 'react';
import { Loading, LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { ProductDetails } from './ProductDetails';
import { useProductPageQuery } from './ProductPage.generated';
import type { ProductDetails_ProductFragment } from './ProductDetails.generated';

export interface ProductPageProps {
  /** seed 000 §2 /p/{parentSku}/{slug}: the product is found by its (parent) sku; the slug is for people. */
  sku: string;
  renderActions?: (product: ProductDetails_ProductFragment) => ReactNode;
}

export function ProductPage({ sku, renderActions }: ProductPageProps) {
  const { data, loading, error } = useProductPageQuery({ variables: { sku } });
  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  const product = data?.product;
  // null: unknown sku, or a product that may not be shown (disabled, hidden; seed 000 §4 Product load).
  if (!product) return <NotFound />;
  return <ProductDetails product={product} actions={renderActions?.(product)} />;
}
