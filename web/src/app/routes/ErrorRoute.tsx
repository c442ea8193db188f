import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { parseShopRoute } from '@shop/routes';
import { PageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';

const ERROR = { kind: 'error' } as const;

/**
 * The page the visitor wanted, from `?from=`, when it is a page of this store view other than this one: only
 * then is 'try again' offered, so the link never leads off the shop or back here.
 */
function wantedPage(from: string | null, store: string): string | null {
  if (!from?.startsWith('/')) return null;
  const route = parseShopRoute(from);
  return route && route.store === store && route.kind !== 'error' ? from : null;
}

/**
 * seed 000 §2 error (/error, minimal layout), seed 000 §8 'internal server error': where the web server sends
 * a visitor whose page it could not render. It answers 500 and names no data, so it shows when nothing else
 * can; 'try again' leads back to the page the visitor wanted.
 */
export function ErrorRoute() {
  const { code } = useStoreView();
  const [params] = useSearchParams();
  const retry = wantedPage(params.get('from'), code);
  return (
    <EmptyState headingLevel={1} tone="error" title={<Trans>Er is iets misgegaan</Trans>}>
      <PageMeta page={ERROR} />
      <p>
        <Trans>Interne serverfout: deze pagina kon niet worden getoond. Probeer het later opnieuw.</Trans>
      </p>
      <p>
        {retry && (
          <>
            <Link to={retry}>
              <Trans>Opnieuw proberen</Trans>
            </Link>
            {' · '}
          </>
        )}
        <Link to={paths.home(code)}>
          <Trans>Naar de startpagina</Trans>
        </Link>
      </p>
    </EmptyState>
  );
}
