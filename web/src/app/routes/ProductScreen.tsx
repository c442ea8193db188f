import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { CompareButton } from '@/features/compare/CompareButton';
import { ProductPage } from '@/features/product/ProductPage';
import type { ProductPage_RouteFragment } from '@/features/product/ProductPage.generated';
import { RecordView } from '@/features/recentlyViewed/RecordView';
import { ProductReviews } from '@/features/reviews/ProductReviews';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import type { ProductReviews_ProductFragment } from '@/features/reviews/ProductReviews.generated';

export interface ProductScreenProps {
  /** The product route of the page's query, with the fragments of the product page and of its reviews. */
  route: ProductPage_RouteFragment & { product: ProductReviews_ProductFragment };
}

/**
 * The product page (seed 000 §2 /p/{parentSku}/{slug}[/{childSku}] and a product's url path), with the
 * cart's button, the compare and wishlist buttons and the recently-viewed record composed in here (features never import
 * each other); the cart button adds the chosen variant of a configurable product. The reviews follow the
 * description; they come with the product in the page's query.
 */
export function ProductScreen({ route }: ProductScreenProps) {
  return (
    <ProductPage
      route={route}
      renderActions={({ cartSku, product, bundleOptions, groupedLines }) => (
        <>
          {cartSku && (
            <AddToCartButton
              sku={cartSku}
              name={product.name}
              bundleOptions={bundleOptions}
              lines={groupedLines}
            />
          )}
          <CompareButton product={product} />
          <WishlistButton product={product} />
          <RecordView product={product} />
        </>
      )}
      afterDescription={<ProductReviews product={route.product} />}
    />
  );
}
