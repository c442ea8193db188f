import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { accountPaths, useSession } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { Alert } from '@/shared/ui/Alert';
import { Link } from '@/shared/ui/Link';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoginForm } from './LoginForm';
import styles from './Account.module.css';

/**
 * seed 000 §6: 'Some pages require login: You need to be logged in to see this page'. A guest gets that
 * message with the login form right here; once logged in, the page itself shows at the same address, so the
 * shopper is back where they wanted to be.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { customer, loading } = useSession();
  const { code } = useStoreView();
  const location = useLocation();
  if (loading) {
    return (
      <LoadingRegion>
        <Skeleton width="min(20rem, 80%)" height="2rem" />
        <Skeleton width="100%" />
      </LoadingRegion>
    );
  }
  if (customer) return children;
  const here = `${location.pathname}${location.search}`;
  return (
    <section className={styles.narrow} data-testid="login-required">
      <Alert tone="warning">
        <p>
          <Trans>Je moet ingelogd zijn om deze pagina te zien</Trans>
        </p>
      </Alert>
      <h2>
        <Trans>Inloggen</Trans>
      </h2>
      <LoginForm onLoggedIn={() => undefined} />
      <div className={styles.switches}>
        <p>
          <Trans>
            Nog geen account?{' '}
            <Link to={accountPaths.login(code, { view: 'register', redirect: here })}>
              Maak een account aan
            </Link>
          </Trans>
        </p>
        <p>
          <Link to={accountPaths.login(code, { view: 'forgot-password', redirect: here })}>
            <Trans>Wachtwoord vergeten?</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
