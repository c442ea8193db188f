import { Plural, Trans } from '@lingui/react/macro';
import { formatIsoDate } from '@/shared/format/date';
import { Alert } from '@/shared/ui/Alert';
import type { CreditsPanel_CreditsFragment } from './CreditsPanel.generated';
import styles from './StaffForms.module.css';

/**
 * seed 001 §3 School: credits remaining, credits expired (Credits: credits, startDate, endDate). A pupil's
 * first opening of a book costs the school one credit; past the end date no book opens ('Credits expired').
 */
export function CreditsPanel({ credits }: { credits: CreditsPanel_CreditsFragment }) {
  const start = formatIsoDate(credits.startDate) ?? credits.startDate;
  const end = formatIsoDate(credits.endDate) ?? credits.endDate;
  const remaining = credits.remaining;
  return (
    <section aria-labelledby="credits-heading" className={styles.form} data-testid="credits">
      <h2 id="credits-heading">
        <Trans>Credits</Trans>
      </h2>
      <p data-testid="credits-remaining">
        <Plural value={remaining} one="Nog # credit over" other="Nog # credits over" />
      </p>
      <p className={styles.muted}>
        <Trans>
          Geldig van {start} tot {end}
        </Trans>
      </p>
      {credits.expired ? (
        <Alert tone="warning">
          <p>
            <Trans>De credits zijn verlopen. Leerlingen kunnen geen boeken meer openen.</Trans>
          </p>
        </Alert>
      ) : (
        remaining === 0 && (
          <Alert tone="warning">
            <p>
              <Trans>Er zijn geen credits meer. Leerlingen kunnen geen nieuwe boeken openen.</Trans>
            </p>
          </Alert>
        )
      )}
    </section>
  );
}
