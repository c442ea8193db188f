import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { Alert } from '@/shared/ui/Alert';
import { Link } from '@/shared/ui/Link';
import styles from './Frame.module.css';

/** seed 001 §2 'Pages needing login show You need to be logged in to see this page', with the reading login. */
export function LoginRequired() {
  const { code } = useStoreView();
  const { pathname, search } = useLocation();
  return (
    <section className={styles.narrow} data-testid="login-required">
      <h1>
        <Trans>Klaslezen</Trans>
      </h1>
      <Alert
        tone="warning"
        action={
          <Link to={paths.readingLogin(code, `${pathname}${search}`)}>
            <Trans>Inloggen voor klaslezen</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Je moet ingelogd zijn om deze pagina te zien</Trans>
        </p>
      </Alert>
    </section>
  );
}
