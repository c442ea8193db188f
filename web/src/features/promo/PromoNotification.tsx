import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { isPromoClosed } from '@/shared/promo/domain/promoClosed';
import { closePromoNotification, usePromoLastClosed } from '@/shared/promo/promoState';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { usePromoNotificationQuery } from './PromoNotification.generated';
import styles from './PromoNotification.module.css';

/**
 * seed 001 §3 Promo notification: the content service's line above the page (GET /promo-discount-notification).
 * The visitor can close it; it stays closed until editors change it (isClosed, lastClosed, last_updated).
 */
export function PromoNotification() {
  const { t } = useLingui();
  const { data } = usePromoNotificationQuery();
  const lastClosed = usePromoLastClosed();
  const promo = data?.promoNotification;
  const html = useMemo(() => (promo ? sanitizeHtml(promo.content) : ''), [promo]);
  if (!promo || isPromoClosed(lastClosed, promo.lastUpdated)) return null;
  return (
    <aside className={styles.promo} aria-label={t`Actie`} data-testid="promo-notification">
      {/* Editors' HTML, sanitized: a link or emphasis at most. */}
      <p className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      <Button
        variant="ghost"
        iconOnly
        aria-label={t`Melding sluiten`}
        onClick={() => closePromoNotification()}
      >
        <Icon name="close" />
      </Button>
    </aside>
  );
}
