import { Price } from '@/shared/ui/Price';
import { useShownPrice } from '@/shared/livePrice/LivePriceProvider';
import type { StatedPrice } from '@/shared/livePrice/domain/shownPrice';

export interface PriceTagProps {
  /** The catalogue's price (the PriceTag_price fragment), or a price already chosen by the caller. */
  price: StatedPrice;
  /** The product's sku: its live price replaces the catalogue's when the platform's differs (seed 000 §7). */
  sku?: string | null;
  size?: 'md' | 'lg';
}

/** The price to pay, with the regular price struck through when a special price applies (seed 000 §3). */
export function PriceTag({ price, sku, size }: PriceTagProps) {
  const shown = useShownPrice(sku, price);
  return <Price final={shown.final} regular={shown.regular} size={size} />;
}
