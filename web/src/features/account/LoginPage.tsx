import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import {
  accountPaths,
  LOGIN_VIEW_PARAM,
  LOGIN_VIEWS,
  REDIRECT_PARAM,
  useSession,
  type LoginView,
} from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { pathAfterLogin } from './domain/loginRedirect';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import styles from './Account.module.css';

function viewOf(value: string | null): LoginView {
  return LOGIN_VIEWS.find((view) => view === value) ?? 'login';
}

/**
 * seed 000 §2 login (default layout): logging in, creating an account (`?view=register`) and asking a reset
 * link (`?view=forgot-password`), each at its own address so the back button and a shared link show the same
 * view. Afterwards the shopper goes back where they came from (`?redirect=`, paths of this shop only), else
 * to their account. A customer who is logged in already goes there at once.
 */
export function LoginPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { customer } = useSession();
  const view = viewOf(params.get(LOGIN_VIEW_PARAM));
  const redirect = params.get(REDIRECT_PARAM) ?? undefined;
  const next = pathAfterLogin(redirect, accountPaths.myAccount(code));
  const goOn = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  const pathIn = useCallback(
    (store: Parameters<typeof accountPaths.login>[0]) => accountPaths.login(store),
    [],
  );
  const linkTo = (target: LoginView) => accountPaths.login(code, { view: target, redirect });

  if (customer) return <Navigate to={next} replace />;

  const titles: Record<LoginView, string> = {
    login: t`Inloggen`,
    register: t`Account aanmaken`,
    'forgot-password': t`Wachtwoord vergeten`,
  };
  return (
    <section className={styles.narrow}>
      <EveryStorePageMeta name={titles[view]} pathIn={pathIn} />
      <h1>{titles[view]}</h1>
      {view === 'login' && <LoginForm onLoggedIn={goOn} />}
      {view === 'register' && <RegisterForm onRegistered={goOn} />}
      {view === 'forgot-password' && <ForgotPasswordForm />}
      <div className={styles.switches}>
        {view !== 'login' && (
          <p>
            <Trans>
              Heb je al een account? <Link to={linkTo('login')}>Inloggen</Link>
            </Trans>
          </p>
        )}
        {view !== 'register' && (
          <p>
            <Trans>
              Nog geen account? <Link to={linkTo('register')}>Maak een account aan</Link>
            </Trans>
          </p>
        )}
        {view !== 'forgot-password' && (
          <p>
            <Link to={linkTo('forgot-password')}>
              <Trans>Wachtwoord vergeten?</Trans>
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
