import { Trans } from '@lingui/react/macro';
import { Link } from '@/shared/ui/Link';
import { paths, useStoreView } from '@/shared/storeView';
import type { ProductContents_ProductFragment } from './ProductContents.generated';
import styles from './ProductContents.module.css';

/** What a grouped product is made of (seed 000 §3, §5), each linked to its own page; a bundle's options are chosen in BundleChooser. */
export function ProductContents({ product }: { product: ProductContents_ProductFragment }) {
  const { code } = useStoreView();
  const nameOf = (item: { sku: string; product?: { sku: string; name: string; slug: string } | null }) =>
    item.product ? (
      <Link to={paths.product(code, item.product.sku, item.product.slug)}>{item.product.name}</Link>
    ) : (
      item.sku
    );
  if (product.groupedItems.length === 0) return null;
  return (
    <section className={styles.contents} data-testid="product-contents">
      <h2>
        <Trans>Inhoud</Trans>
      </h2>
      {product.groupedItems.length > 0 && (
        <ul className={styles.items}>
          {product.groupedItems.map((item) => (
            <li key={item.sku}>
              {item.qty} × {nameOf(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
