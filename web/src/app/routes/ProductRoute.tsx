import { useParams } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { ProductPage } from '@/features/product/ProductPage';

/**
 * /{store}/p/{parentSku}/{slug}[/{childSku}]: the product page, with the cart's button composed in here
 * (features never import each other). Choosing a configurable child is a later issue.
 */
export function ProductRoute() {
  const { parentSku = '' } = useParams();
  return (
    <ProductPage
      key={parentSku}
      sku={parentSku}
      renderActions={(product) => <AddToCartButton sku={product.sku} />}
    />
  );
}
