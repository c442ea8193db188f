import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '@/shared/format/price';
import { useStoreView } from '@/shared/storeView';
import type { PriceTag_PriceFragment } from './PriceTag.generated';

/** The price to pay, with the regular price struck through when a special price applies (seed 000 §3). */
export function PriceTag({ price }: { price: PriceTag_PriceFragment }) {
  const { locale } = useStoreView();
  const { t } = useLingui();
  const discounted = price.final.value < price.regular.value;
  return (
    <p className="price">
      {discounted && (
        <del className="price__regular" aria-label={t`Normale prijs`}>
          {formatPrice(price.regular, locale)}
        </del>
      )}
      <span className="price__final" data-testid="price">
        {formatPrice(price.final, locale)}
      </span>
    </p>
  );
}
