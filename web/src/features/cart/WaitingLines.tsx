import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { cartUserErrorOutcome } from './cartOutcomes';
import { conflictsWithoutLine } from './domain/waitingCartChanges';
import { useWaitingCartChanges } from './WaitingCartChanges';
import styles from './WaitingLines.module.css';

/**
 * The lines added offline, waiting for the network (seed 001 §4), and those the cart refused once they were
 * sent (sold out meanwhile): they are not in the cart, so they are shown here, each until the shopper saw it.
 */
export function WaitingLines({ lines }: { lines: readonly { itemId: string; sku: string }[] }) {
  const { t, i18n } = useLingui();
  const { waiting, conflicts, dismissConflicts } = useWaitingCartChanges();
  const refused = conflictsWithoutLine(conflicts, lines).filter((conflict) => conflict.sku !== null);
  if (waiting.added.length === 0 && refused.length === 0) return null;
  return (
    <ul className={styles.lines} aria-label={t`Wacht op verbinding`} data-testid="cart-waiting-lines">
      {waiting.added.map(({ qty, ...line }) => (
        <li key={line.taskId} className={styles.line} data-testid="cart-line-waiting-add" data-sku={line.sku}>
          <span className={styles.name}>{line.name ?? line.sku}</span>
          <span>
            <Trans>Aantal: {qty}</Trans>
          </span>
          <InlineMessage tone="info">
            <Trans>Wacht op verbinding</Trans>
          </InlineMessage>
        </li>
      ))}
      {refused.map((conflict) => (
        <li
          key={conflict.taskId + conflict.code}
          className={styles.line}
          data-testid="cart-line-conflict"
          data-sku={conflict.sku}
        >
          <span className={styles.name}>{conflict.name ?? conflict.sku}</span>
          <InlineMessage tone="error">{cartUserErrorOutcome(i18n, conflict).text}</InlineMessage>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => dismissConflicts((other) => other.taskId === conflict.taskId)}
          >
            <Trans>OK</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
