import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { ButtonLink } from '@/shared/ui/Button';
import { SchoolCodeExplained, SchoolIdExplained } from '../schoolIdentifiers';
import styles from './Home.module.css';

/**
 * seed 001 §1, §2 classreading home for a visitor who is not signed in to the reading programme: what the
 * programme is, and the way in for each role (seed 001 §6): pupils at the reading login, teachers and directors
 * at the shop's login (their accounts are the shop's), which brings them back here, to their dashboard.
 */
export function ProgrammeIntro() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const dashboard = paths.classreading(code);
  return (
    <div className={styles.page} data-testid="programme-intro">
      <EveryStorePageMeta name={t`Klaslezen`} pathIn={paths.classreading} />
      <div>
        <h1>
          <Trans>Klaslezen</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Met Klaslezen lezen leerlingen samen hetzelfde boek, op school en thuis, in de lezer van onze
            winkel. Leerkrachten stellen de leeslijsten samen en volgen de voortgang per klas.
          </Trans>
        </p>
      </div>
      <ul className={styles.roles}>
        <li>
          <section aria-labelledby="for-pupils">
            <h2 id="for-pupils">
              <Trans>Voor leerlingen</Trans>
            </h2>
            <p>
              <Trans>
                Log in met het school-id van je school, je klas, je naam en je wachtwoord: je leerkracht geeft
                ze je. Dan lees of beluister je de boeken van je leeslijst en word je lid van een leesclub.
              </Trans>
            </p>
            <ButtonLink variant="primary" to={paths.readingLogin(code)}>
              <Trans>Inloggen als leerling</Trans>
            </ButtonLink>
          </section>
        </li>
        <li>
          <section aria-labelledby="for-staff">
            <h2 id="for-staff">
              <Trans>Voor leerkrachten en directies</Trans>
            </h2>
            <p>
              <Trans>
                Leerkrachten en directies loggen in met het e-mailadres en het wachtwoord van hun account in
                onze winkel. Leerkrachten beheren hun klassen, leerlingen en leeslijsten en maken leesclubs
                aan. De directie maakt de accounts van de leerkrachten aan en beheert de schoolcode en de
                credits van de school.
              </Trans>
            </p>
            <ButtonLink to={accountPaths.login(code, { redirect: dashboard })}>
              <Trans>Inloggen als leerkracht of directie</Trans>
            </ButtonLink>
          </section>
        </li>
      </ul>
      <section aria-labelledby="school-identifiers">
        <h2 id="school-identifiers">
          <Trans>School-id en schoolcode</Trans>
        </h2>
        <dl className={styles.explained}>
          <dt>
            <Trans>School-id</Trans>
          </dt>
          <dd>
            <SchoolIdExplained />
          </dd>
          <dt>
            <Trans>Schoolcode</Trans>
          </dt>
          <dd>
            <SchoolCodeExplained />
          </dd>
        </dl>
      </section>
    </div>
  );
}
