import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
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

/** seed 000 §2 page-not-found: shown for unknown paths and for products or categories that do not exist. */
export function NotFound() {
  const { code } = useStoreView();
  return (
    <section className="not-found">
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
