import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';

export function Loading() {
  return (
    <p className="loading" role="progressbar" aria-busy="true">
      <Trans>Laden…</Trans>
    </p>
  );
}

/** An unexpected failure of a page's data; the layout around it keeps working. */
export function LoadError() {
  return (
    <p className="load-error" role="alert">
      <Trans>Er is iets misgegaan. Probeer het later opnieuw.</Trans>
    </p>
  );
}

const NOT_FOUND = { kind: 'not-found' } as const;

/** seed 000 §2 page-not-found: shown for unknown paths and for products or categories that do not exist;
 * the server answers it with 404. */
export function NotFound() {
  const { code } = useStoreView();
  return (
    <section className="not-found">
      <PageMeta page={NOT_FOUND} />
      <h1>
        <Trans>Pagina niet gevonden</Trans>
      </h1>
      <p>
        <Trans>
          Deze pagina bestaat niet (meer). <Link to={paths.home(code)}>Naar de startpagina</Link>
        </Trans>
      </p>
    </section>
  );
}
