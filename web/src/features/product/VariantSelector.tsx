import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { ChoiceGroup, Field, Select } from '@/shared/ui/Field';
import { useNotifications } from '@/shared/ui/Notifications';
import { paths, useStoreView } from '@/shared/storeView';
import { useChooseVariantLazyQuery } from './ChooseVariant.generated';
import { variantMessage } from './variantMessages';
import type {
  VariantSelector_OptionFragment,
  VariantSelector_VariantFragment,
} from './VariantSelector.generated';
import styles from './VariantSelector.module.css';

export interface VariantSelectorProps {
  parent: { sku: string; slug: string };
  options: readonly VariantSelector_OptionFragment[];
  /** The variant shown now (from the address's child sku, else the API's default). */
  current: VariantSelector_VariantFragment | null | undefined;
}

/**
 * seed 000 §4 Variant selection: the shopper changes one attribute, the API chooses the variant (most
 * matching attributes, ties to the lower price) and the child's sku goes into the address
 * (/p/{parentSku}/{slug}/{childSku}, seed 000 §2). Without an exact match the closest variant is shown
 * with the seed's warning.
 */
export function VariantSelector({ parent, options, current }: VariantSelectorProps) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [choose, { loading }] = useChooseVariantLazyQuery();

  const valueOf = (attributeCode: string) =>
    current?.options.find((option) => option.attributeCode === attributeCode)?.valueIndex;

  const onChange = async (attributeCode: string, valueIndex: number) => {
    const selection = options.flatMap((option) => {
      const chosen = option.attributeCode === attributeCode ? valueIndex : valueOf(option.attributeCode);
      return chosen === undefined ? [] : [{ attributeCode: option.attributeCode, valueIndex: chosen }];
    });
    const { data } = await choose({ variables: { sku: parent.sku, selection } });
    const choice = data?.product?.variant;
    if (!choice) return;
    choice.userErrors.forEach((error) => {
      const message = variantMessage(i18n, error.code);
      if (message) notify({ type: 'warning', message });
    });
    if (choice.variant) navigate(paths.variant(code, parent.sku, parent.slug, choice.variant.sku));
  };

  return (
    <div className={styles.selector} aria-busy={loading}>
      <ChoiceGroup legend={t`Kies je uitvoering`}>
        <div className={styles.options}>
          {options.map((option) => (
            <Field key={option.attributeCode} label={option.label}>
              <Select
                value={valueOf(option.attributeCode) ?? ''}
                onChange={(event) => void onChange(option.attributeCode, Number(event.target.value))}
              >
                {valueOf(option.attributeCode) === undefined && <option value="" />}
                {option.values.map((value) => (
                  <option key={value.valueIndex} value={value.valueIndex}>
                    {value.label}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      </ChoiceGroup>
    </div>
  );
}
