import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TotalSegments } from '@/shared/cart/TotalSegments';
import type { CartContents_CartFragment } from './Cart.generated';
import { CartLine } from './CartLine';
import { CouponForm } from './CouponForm';
import { WaitingLines } from './WaitingLines';
import styles from './CartContents.module.css';

export interface CartContentsProps {
  cart: CartContents_CartFragment;
  /** page: the lines beside the summary from 64rem; drawer: always one column. */
  layout: 'page' | 'drawer';
  /** Under the totals: the way on (the page's 'Proceed to checkout'). */
  actions?: ReactNode;
  /** Following a product's link (the mini cart closes itself). */
  onNavigate?(): void;
}

/** A cart with lines: the one view of the cart page and the mini cart (lines, coupon, total segments). */
export function CartContents({ cart, layout, actions, onNavigate }: CartContentsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.contents} data-layout={layout}>
      <div>
        <ul className={styles.lines} aria-label={t`Producten in je winkelmandje`}>
          {cart.items.map((line) => (
            <CartLine key={line.itemId} line={line} onNavigate={onNavigate} />
          ))}
        </ul>
        <WaitingLines lines={cart.items} />
      </div>
      <div className={styles.summary}>
        <CouponForm cart={cart} />
        <TotalSegments totals={cart.totals} data-testid="cart-totals" />
        {actions}
      </div>
    </div>
  );
}
