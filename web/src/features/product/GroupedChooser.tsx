import { useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/shared/ui/Field';
import { QuantityStepper } from '@/shared/ui/QuantityStepper';
import type { ProductContents_ProductFragment } from './ProductContents.generated';

/** A product of the group, as the page's contents list reads it (one selection of it keeps the page's query small). */
type GroupedChooser_ItemFragment = ProductContents_ProductFragment['groupedItems'][number];
import styles from './GroupedChooser.module.css';

/** The quantity chosen of each product of a group, by sku. */
export type GroupedQuantities = Readonly<Record<string, number>>;

/** The group's own quantities to start from (seed 000 §3 product_links qty). */
export function defaultGroupedQuantities(items: readonly GroupedChooser_ItemFragment[]): GroupedQuantities {
  return Object.fromEntries(items.map((item) => [item.sku, Math.max(item.qty, 0)]));
}

/** The lines the group goes into the cart as: each chosen product with its quantity, none at 0. */
export function groupedLines(
  items: readonly GroupedChooser_ItemFragment[],
  quantities: GroupedQuantities,
): { sku: string; qty: number }[] {
  return items.flatMap((item) => {
    const qty = quantities[item.sku] ?? 0;
    return qty > 0 && item.product ? [{ sku: item.sku, qty }] : [];
  });
}

export interface GroupedChooserProps {
  items: readonly GroupedChooser_ItemFragment[];
  quantities: GroupedQuantities;
  onChange: (quantities: GroupedQuantities) => void;
}

/**
 * seed 000 §3, §5: a grouped product's associated products, each with a quantity to buy (the group's own
 * to start with; 0 leaves it out). Each goes into the cart as its own line.
 */
export function GroupedChooser({ items, quantities, onChange }: GroupedChooserProps) {
  const { t } = useLingui();
  return (
    <ChoiceGroup legend={t`Kies je aantallen`} data-testid="grouped-chooser">
      <ul className={styles.items}>
        {items.map((item) => {
          const name = item.product?.name ?? item.sku;
          return (
            <li key={item.sku} className={styles.item}>
              <span className={styles.name}>{name}</span>
              <QuantityStepper
                value={quantities[item.sku] ?? 0}
                min={0}
                label={t`Aantal van ${name}`}
                onChange={(qty) => onChange({ ...quantities, [item.sku]: qty })}
              />
            </li>
          );
        })}
      </ul>
    </ChoiceGroup>
  );
}
