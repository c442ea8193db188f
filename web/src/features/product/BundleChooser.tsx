import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '@/shared/format/price';
import { Checkbox, ChoiceGroup, Radio } from '@/shared/ui/Field';
import { useStoreView } from '@/shared/storeView';
import type { BundleChooser_OptionFragment } from './BundleChooser.generated';
import { takesOne, type BundleChoice, type LinkPrices } from './bundleChoice';
import styles from './BundleChooser.module.css';

export interface BundleChooserProps {
  options: readonly BundleChooser_OptionFragment[];
  choice: BundleChoice;
  onChange: (choice: BundleChoice) => void;
  /** The linked products' prices, shown beside them once known. */
  prices: LinkPrices;
  /** The required options the shopper tried to add the bundle without. */
  missing?: readonly number[];
}

/**
 * seed 000 §3 bundle options: the shopper chooses each option's product (one for select and radio, several
 * for checkbox and multi), each with the quantity the bundle holds of it; the defaults come chosen. One
 * fieldset per option, named by the option's title.
 */
export function BundleChooser({ options, choice, onChange, prices, missing = [] }: BundleChooserProps) {
  const { t } = useLingui();
  const { locale } = useStoreView();
  const set = (optionId: number, linkIds: readonly number[]) => onChange({ ...choice, [optionId]: linkIds });
  return (
    <div className={styles.chooser} data-testid="bundle-chooser">
      {options.map((option) => {
        const chosen = choice[option.optionId] ?? [];
        const one = takesOne(option);
        const name = `bundle-option-${option.optionId}`;
        return (
          <ChoiceGroup
            key={option.optionId}
            legend={option.title}
            required={option.required}
            error={missing.includes(option.optionId) ? t`Kies een product voor deze optie.` : undefined}
          >
            {one && !option.required && (
              <Radio
                name={name}
                label={<Trans>Geen</Trans>}
                checked={chosen.length === 0}
                onChange={() => set(option.optionId, [])}
              />
            )}
            {option.links.map((link) => {
              const price = prices.get(link.sku);
              const label = (
                <span className={styles.link}>
                  <span>
                    {link.qty} × {link.product?.name ?? link.sku}
                  </span>
                  {price && <span className={styles.price}>{formatPrice(price, locale)}</span>}
                </span>
              );
              return one ? (
                <Radio
                  key={link.id}
                  name={name}
                  label={label}
                  checked={chosen.includes(link.id)}
                  onChange={() => set(option.optionId, [link.id])}
                />
              ) : (
                <Checkbox
                  key={link.id}
                  name={name}
                  label={label}
                  checked={chosen.includes(link.id)}
                  onChange={(event) =>
                    set(
                      option.optionId,
                      event.target.checked ? [...chosen, link.id] : chosen.filter((id) => id !== link.id),
                    )
                  }
                />
              );
            })}
          </ChoiceGroup>
        );
      })}
    </div>
  );
}
