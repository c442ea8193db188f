import { useParams } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { CompareButton } from '@/features/compare/CompareButton';
import { ProductPage } from '@/features/product/ProductPage';
import { RecordView } from '@/features/recentlyViewed/RecordView';

/**
 * /{store}/p/{parentSku}/{slug}[/{childSku}]: the product page, with the cart's button, the compare button
 * and the recently-viewed record composed in here (features never import each other); the cart button adds
 * the chosen variant of a configurable product.
 */
export function ProductRoute() {
  const { parentSku = '', childSku } = useParams();
  return <ProductScreen parentSku={parentSku} childSku={childSku ?? null} />;
}

export function ProductScreen({ parentSku, childSku }: { parentSku: string; childSku: string | null }) {
  return (
    <ProductPage
      key={parentSku}
      sku={parentSku}
      childSku={childSku}
      renderActions={({ cartSku, product }) => (
        <>
          {cartSku && <AddToCartButton sku={cartSku} />}
          <CompareButton product={product} />
          <RecordView product={product} />
        </>
      )}
    />
  );
}
