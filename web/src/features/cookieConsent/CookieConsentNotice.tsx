import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { useCookieConsent } from '@/shared/consent/cookieConsent';
import { paths, useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { NoticePanel } from '@/shared/ui/NoticePanel';
import { CookiePreferences } from './CookiePreferences';

/**
 * seed 001 §3, §4 cookie consent: without a valid consent (none, older than the cookie version date, or over
 * a year old) every page carries this notice, rendered by the server already, so it neither flashes in nor
 * moves the page. It goes once a choice is saved; on /cookies the preferences are on the page itself, and the
 * notice is hidden there (seed 001 §2). `linkToPage: false` leaves out the way to that page, where a visitor
 * may not go (the /en-rw reading login's anonymous visitor, seed 001 §6).
 */
export function CookieConsentNotice({ linkToPage = true }: { linkToPage?: boolean }) {
  const { t } = useLingui();
  const consent = useCookieConsent();
  const { code } = useStoreView();
  const { pathname } = useLocation();
  if (consent !== null || pathname === paths.cookies(code)) return null;
  return (
    <NoticePanel
      title={t`Cookies`}
      description={
        <p>
          {linkToPage ? (
            <Trans>
              We gebruiken cookies om de winkel te laten werken en, met je toestemming, om statistieken te
              maken. <Link to={paths.cookies(code)}>Meer over cookies</Link>
            </Trans>
          ) : (
            <Trans>
              We gebruiken cookies om de winkel te laten werken en, met je toestemming, om statistieken te
              maken.
            </Trans>
          )}
        </p>
      }
      data-testid="cookie-notice"
    >
      <CookiePreferences categoriesShown={false} />
    </NoticePanel>
  );
}
