import { TotalSegments } from '@/shared/cart/TotalSegments';
import type { CartTotals_TotalsFragment } from './CartTotals.generated';

/** The cart's total segments (shared/cart: the checkout shows them alike). */
export function CartTotals({ totals }: { totals: CartTotals_TotalsFragment }) {
  return (
    <TotalSegments
      segments={totals.segments}
      grandTotal={totals.grandTotal}
      subtotalInclTax={totals.subtotalInclTax}
      data-testid="cart-totals"
    />
  );
}
