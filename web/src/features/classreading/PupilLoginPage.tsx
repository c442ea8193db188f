import { Trans, useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { GUARDED_STORE } from '@shop/routes';
import { accountPaths } from '@/shared/session';
import { paths, REDIRECT_PARAM, useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { pathAfterReadingLogin } from './domain/readingLoginRedirect';
import { PupilCredentialsForm, type PupilUser } from './PupilCredentialsForm';
import { SchoolIdForm, type FoundSchool } from './SchoolIdForm';
import { ReadingMeDocument } from './session/ReadingMe.generated';
import styles from './Classreading.module.css';

/**
 * seed 001 §2 school id page, which is also the reading login route: a pupil's login starts with the school
 * id (seed 001 §5), then the class, name and password. Afterwards the pupil goes to the page they wanted
 * (`?redirect=`, set by the /en-rw guard), else to the classreading home.
 */
export function PupilLoginPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [school, setSchool] = useState<FoundSchool | null>(null);
  // Back to the first step, the school id typed before stays in the field.
  const [lastSchoolId, setLastSchoolId] = useState('');
  const next = pathAfterReadingLogin(params.get(REDIRECT_PARAM), code);

  const client = useApolloClient();

  // The session check (readingMe) knows the pupil at once: the classreading frame and the /en-rw guard
  // read it from the cache instead of asking again.
  const loggedIn = (user: PupilUser) => {
    client.writeQuery({ query: ReadingMeDocument, data: { readingMe: user } });
    void navigate(next, { replace: true });
  };

  return (
    <section className={styles.narrow}>
      <EveryStorePageMeta name={t`Klaslezen: inloggen`} pathIn={paths.readingLogin} />
      <h1>
        <Trans>Inloggen voor klaslezen</Trans>
      </h1>
      {school === null ? (
        <SchoolIdForm initialSchoolId={lastSchoolId} onFound={setSchool} />
      ) : (
        <>
          <div className={styles.school}>
            <p>
              <Trans>School-id: {school.schoolId}</Trans>
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setLastSchoolId(school.schoolId);
                setSchool(null);
              }}
            >
              <Trans>Andere school</Trans>
            </Button>
          </div>
          <PupilCredentialsForm school={school} onLoggedIn={loggedIn} />
        </>
      )}
      {/* seed 001 §2: /en-rw lets an anonymous visitor see this page only, so no way to the shop's login there. */}
      {code !== GUARDED_STORE && (
        <p className={styles.staffLogin}>
          <Trans>
            Leerkracht of directie?{' '}
            <Link to={accountPaths.login(code, { redirect: paths.classreading(code) })}>
              Log in met je account van de winkel
            </Link>
          </Trans>
        </p>
      )}
    </section>
  );
}
