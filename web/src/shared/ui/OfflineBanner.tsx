import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/shared/network/useOnline';
import styles from './OfflineBanner.module.css';

/**
 * Issue 24 'Offline reads': while the browser has no network, a bar says so; the pages visited before show from
 * the persisted cache meanwhile. The live region is always there (empty when online), so that a screen reader
 * reads the message out when the network goes, and hears nothing when it comes back and the bar goes.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={styles.region} data-testid="offline-banner">
      {!online && (
        <p className={styles.banner}>
          <Trans>Je bent offline. Je ziet de pagina&apos;s zoals je ze eerder bekeek.</Trans>
        </p>
      )}
    </div>
  );
}
