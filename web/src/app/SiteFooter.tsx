import { Trans, useLingui } from '@lingui/react/macro';
import { NewsletterSignup } from '@/features/newsletter/NewsletterSignup';
import { useSession } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import styles from './SiteFooter.module.css';

/**
 * The footer of every shop page: the newsletter sign-up and the links a shopper looks for before buying
 * (issue 18: contact, shipping, returns, terms and conditions, privacy, the cookie preferences, which reopen
 * the consent choices on their own page, and the legal information of seed 000 §2). Each is a page of every
 * store view.
 */
export function SiteFooter() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { customer } = useSession();
  const links = [
    { to: paths.contact(code), label: t`Contact` },
    { to: paths.singlePage(code, 'shipping'), label: t`Verzending` },
    { to: paths.singlePage(code, 'returns'), label: t`Retourneren` },
    { to: paths.singlePage(code, 'terms-and-conditions'), label: t`Algemene voorwaarden` },
    { to: paths.singlePage(code, 'privacy'), label: t`Privacybeleid` },
    { to: paths.cookies(code), label: t`Cookievoorkeuren` },
    { to: paths.legal(code), label: t`Juridische informatie` },
  ];
  return (
    <footer className={styles.footer}>
      {/* A customer's own email is filled in; keyed so a login or logout starts the form again. */}
      <NewsletterSignup key={customer?.id ?? 'guest'} defaultEmail={customer?.email ?? ''} />
      <nav aria-label={t`Service en informatie`}>
        <ul className={styles.links}>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link variant="quiet" className={styles.link} to={to}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Trans>Verzending naar België en Nederland. Retourneren binnen 14 dagen.</Trans>
      </p>
    </footer>
  );
}
