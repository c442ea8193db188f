import type { ChosenBundleOptions_ProductFragment } from './ChosenBundleOptions.generated';
import styles from './ChosenBundleOptions.module.css';

export interface ChosenBundleOption {
  optionId: number;
  linkIds: readonly number[];
  qty: number;
}

export interface ChosenBundleOptionsProps {
  chosen: readonly ChosenBundleOption[];
  /** The bundle's options in the catalogue, which name what the ids stand for; null when it is gone. */
  product: ChosenBundleOptions_ProductFragment | null | undefined;
}

/**
 * What a bundle line was bought with (seed 000 §3 product_option): per option its title and the chosen
 * products with their quantity, 'option title: product name × qty'. Nothing for any other line.
 */
export function ChosenBundleOptions({ chosen, product }: ChosenBundleOptionsProps) {
  if (chosen.length === 0) return null;
  const rows = chosen.map((choice) => {
    const option = product?.bundleOptions.find((candidate) => candidate.optionId === choice.optionId);
    const products = choice.linkIds.map((linkId) => {
      const link = option?.links.find((candidate) => candidate.id === linkId);
      if (!link) return String(linkId);
      // The option's quantity counts only where the link lets the shopper change it (Magento's rule).
      const qty = link.canChangeQuantity && choice.linkIds.length === 1 ? choice.qty : link.qty;
      return `${link.product?.name ?? link.sku} × ${qty}`;
    });
    return { key: choice.optionId, title: option?.title ?? String(choice.optionId), products };
  });
  return (
    <dl className={styles.options} data-testid="chosen-bundle-options">
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.title}:</dt>
          <dd>{row.products.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
