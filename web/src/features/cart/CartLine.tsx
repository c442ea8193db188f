import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductLineCover } from '@/shared/product/ProductLineCover';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { Link } from '@/shared/ui/Link';
import { useNotifications } from '@/shared/ui/Notifications';
import { Price } from '@/shared/ui/Price';
import { QuantityStepper } from '@/shared/ui/QuantityStepper';
import { paths, useStoreView } from '@/shared/storeView';
import { ChosenBundleOptions } from '@/shared/product/ChosenBundleOptions';
import { lineStockOutcome } from './cartOutcomes';
import type { CartLine_ItemFragment } from './CartLine.generated';
import { useCartChanges } from './useCartChanges';
import { cartUserErrorOutcome } from './cartOutcomes';
import { conflictsOfLine, PRICE_CHANGED } from './domain/waitingCartChanges';
import { useWaitingCartChanges } from './WaitingCartChanges';
import styles from './CartLine.module.css';

export interface CartLineProps {
  line: CartLine_ItemFragment;
  /** Following the product's link (the mini cart closes itself). */
  onNavigate?(): void;
}

/**
 * A line of the cart: cover, name (a link to the product), unit price, quantity, line total and the stock
 * of the last check. Removing asks first (seed 000 §9: confirmation before removing a product).
 */
export function CartLine({ line, onNavigate }: CartLineProps) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const { changeQty, removeItem } = useCartChanges();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { product, name } = line;
  const stock = line.stockMessage ? lineStockOutcome(i18n, line.stockMessage) : null;
  const { waiting: waitingChanges, conflicts, dismissConflicts } = useWaitingCartChanges();
  const waiting = waitingChanges.changed[line.itemId];
  const waitingQty = waiting && waiting !== 'removed' ? waiting.qty : 0;
  const lineConflicts = conflictsOfLine(conflicts, line);
  const seen = () => dismissConflicts((conflict) => conflictsOfLine([conflict], line).length > 0);

  const onQty = async (qty: number) => {
    seen();
    setBusy(true);
    await changeQty(line.itemId, qty, line.priceInclTax.value);
    setBusy(false);
  };

  const onRemove = async () => {
    seen();
    setConfirming(false);
    setBusy(true);
    const result = await removeItem(line.itemId);
    // Removed: this line leaves the cart's list with the answer, so it is not set idle again.
    if (result !== 'failed' && result.length === 0)
      notify({ type: 'success', message: t`${name} is uit je winkelmandje verwijderd.` });
    else setBusy(false);
  };

  return (
    <li
      className={styles.line}
      data-sku={line.sku}
      data-testid="cart-line"
      data-waiting={waiting ? 'true' : undefined}
    >
      <ProductLineCover url={product.thumbnail?.url} />
      <div className={styles.about}>
        <Link
          variant="quiet"
          className={styles.name}
          to={paths.product(code, product.sku, product.slug)}
          onClick={onNavigate}
        >
          {name}
        </Link>
        <ChosenBundleOptions chosen={line.bundleOptions} product={product} />
        <div className={styles.unitPrice}>
          <span className={styles.label}>
            <Trans>Prijs per stuk</Trans>
          </span>
          <Price final={line.priceInclTax} />
        </div>
        {stock && (
          <InlineMessage tone={stock.tone} data-testid="cart-line-stock">
            {stock.text}
          </InlineMessage>
        )}
        {waiting && (
          <InlineMessage tone="info" data-testid="cart-line-waiting">
            {waiting === 'removed' ? (
              <Trans>Verwijderd, wacht op verbinding</Trans>
            ) : (
              <Trans>Aantal {waitingQty}, wacht op verbinding</Trans>
            )}
          </InlineMessage>
        )}
        {lineConflicts.map((conflict) => (
          <InlineMessage key={conflict.taskId + conflict.code} tone="error" data-testid="cart-line-conflict">
            {conflict.code === PRICE_CHANGED ? (
              <Trans>
                De prijs is gewijzigd sinds je offline was: nu <Price final={line.priceInclTax} /> per stuk.
              </Trans>
            ) : (
              cartUserErrorOutcome(i18n, conflict).text
            )}
          </InlineMessage>
        ))}
      </div>
      <div className={styles.controls}>
        <QuantityStepper value={line.qty} onChange={onQty} label={t`Aantal van ${name}`} busy={busy} />
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
          <Trans>Verwijderen</Trans>
        </Button>
      </div>
      <div className={styles.rowTotal} data-testid="cart-line-total">
        <Price final={line.rowTotalInclTax} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Product verwijderen?`}
        confirmLabel={t`Verwijderen`}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>Wil je {name} uit je winkelmandje verwijderen?</Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}
