import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { CompareButton } from '@/features/compare/CompareButton';
import { ProductPage } from '@/features/product/ProductPage';
import { RecordView } from '@/features/recentlyViewed/RecordView';
import { ProductReviews } from '@/features/reviews/ProductReviews';

/**
 * The product page (seed 000 §2 /p/{parentSku}/{slug}[/{childSku}] and a product's url path), with the
 * cart's button, the compare button and the recently-viewed record composed in here (features never import
 * each other); the cart button adds the chosen variant of a configurable product. The reviews follow the
 * description and load after the product shows.
 */
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
      renderAfterDescription={({ sku }) => <ProductReviews sku={sku} />}
    />
  );
}
