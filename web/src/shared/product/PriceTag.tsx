import { Price } from '@/shared/ui/Price';
import type { PriceTag_PriceFragment } from './PriceTag.generated';

/** The price to pay, with the regular price struck through when a special price applies (seed 000 §3). */
export function PriceTag({ price, size }: { price: PriceTag_PriceFragment; size?: 'md' | 'lg' }) {
  return <Price final={price.final} regular={price.regular} size={size} />;
}
