import { Trans } from '@lingui/react/macro';
import { CookiePreferences } from './CookiePreferences';
import styles from './CookiesPage.module.css';

/** seed 000 §2 /cookies, seed 001 §2 'Cookie preferences are at /cookies, where the cookie modal is hidden'. */
export function CookiesPage() {
  return (
    <section className={styles.page}>
      <h1>
        <Trans>Cookievoorkeuren</Trans>
      </h1>
      <p>
        <Trans>
          We gebruiken cookies om de winkel te laten werken en, met je toestemming, om statistieken te maken.
          Je keuze geldt een jaar; je kunt ze hier altijd wijzigen.
        </Trans>
      </p>
      <CookiePreferences />
    </section>
  );
}
