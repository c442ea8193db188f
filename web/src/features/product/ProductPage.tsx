import type { ReactNode } from 'react';
import { ProductDetails, type ProductActionsInput } from './ProductDetails';
import type { ProductPage_RouteFragment } from './ProductPage.generated';

export interface ProductPageProps {
  /**
   * seed 000 §2 /p/{parentSku}/{slug}[/{childSku}]: the product the address names and the variant its child
   * sku chooses (the default one without), from the page's one query (the route query spreads
   * ProductPage_route).
   */
  route: ProductPage_RouteFragment;
  renderActions?: (chosen: ProductActionsInput) => ReactNode;
  /** After the description (the reviews, which come with the product in the page's query). */
  afterDescription?: ReactNode;
}

export function ProductPage({ route, renderActions, afterDescription }: ProductPageProps) {
  return (
    <ProductDetails
      product={route.product}
      choice={route.variant}
      renderActions={renderActions}
      afterDescription={afterDescription}
    />
  );
}
