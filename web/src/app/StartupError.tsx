import styles from './StartupError.module.css';

/**
 * The shop could not start (its catalogue or data layer failed to load). Shown outside the store view's
 * providers, so without translations: both languages of the shop, side by side.
 */
export function StartupError() {
  return (
    <main className={styles.error} role="alert">
      <p lang="nl">Er is iets misgegaan. Herlaad de pagina om het opnieuw te proberen.</p>
      <p lang="en">Something went wrong. Reload the page to try again.</p>
    </main>
  );
}
