import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/shared/head/PageMeta';
import { useOnline } from '@/shared/network/useOnline';
import { paths, useStoreView } from '@/shared/storeView';
import { EmptyState } from './EmptyState';
import { Link } from './Link';
import { LoadingRegion, Skeleton } from './Skeleton';

/** A page still loading whose shape is not known yet (an unknown address being resolved): heading and text. */
export function Loading() {
  return (
    <LoadingRegion>
      <Skeleton width="min(24rem, 80%)" height="2.25rem" />
      <Skeleton width="100%" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
    </LoadingRegion>
  );
}

/** An unexpected failure of a page's data; the layout around it keeps working. */
export function LoadError() {
  return (
    <EmptyState tone="error" role="alert">
      <p>
        <Trans>Er is iets misgegaan. Probeer het later opnieuw.</Trans>
      </p>
    </EmptyState>
  );
}

const NOT_FOUND = { kind: 'not-found' } as const;
const UNKNOWN = { kind: 'unknown' } as const;

/** How long the offline message stays before the home page replaces it: long enough to read it. */
export const OFFLINE_REDIRECT_DELAY_MS = 3000;

/**
 * seed 000 §2, §8 'Offline empty result': a page that is not in this browser's cache while the network is gone
 * says so and goes to the home page of its store view (replacing the address: back does not return to it).
 */
export function NotAvailableOffline() {
  const { code } = useStoreView();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.home(code), { replace: true }),
      OFFLINE_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [code, navigate]);
  return (
    <EmptyState tone="warning" role="status" data-testid="not-available-offline">
      <p>
        <Trans>
          De product-, categorie- of CMS-pagina is niet beschikbaar in offlinemodus. Je gaat naar de
          startpagina.
        </Trans>
      </p>
    </EmptyState>
  );
}

/**
 * A page whose own data did not come: offline, the page was not kept in this browser (NotAvailableOffline);
 * online, an unexpected failure (LoadError).
 */
export function PageLoadError() {
  return useOnline() ? <LoadError /> : <NotAvailableOffline />;
}

export interface FoundDocumentProps<T> {
  /** What the page's query found; null when the service has no such document. */
  document: T | null | undefined;
  loading: boolean;
  /** No answer came at all: the document may well exist, so the page is an error, not a 404. */
  failed: boolean;
  children(document: T): ReactNode;
}

/**
 * A page that shows one document its query found by the address (a news item, an author, a static page): the
 * document, or while it loads a skeleton, or the error, or seed 000 §2 page-not-found (a 404 from the server).
 */
export function FoundDocument<T>({ document, loading, failed, children }: FoundDocumentProps<T>) {
  if (document) return <>{children(document)}</>;
  if (loading) return <Loading />;
  if (failed)
    return (
      <>
        <PageMeta page={UNKNOWN} />
        <PageLoadError />
      </>
    );
  return <NotFound />;
}

/**
 * seed 000 §2 page-not-found: shown for unknown paths and for products or categories that do not exist;
 * the server answers it with 404 (PageMeta).
 */
export function NotFound() {
  const { code } = useStoreView();
  return (
    <EmptyState headingLevel={1} title={<Trans>Pagina niet gevonden</Trans>}>
      <PageMeta page={NOT_FOUND} />
      <p>
        <Trans>
          Deze pagina bestaat niet (meer). <Link to={paths.home(code)}>Naar de startpagina</Link>
        </Trans>
      </p>
    </EmptyState>
  );
}

export interface LoadedListProps {
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  /** No answer came (an error): the list cannot be shown. */
  failed: boolean;
  /** The answer holds nothing to list. */
  empty: boolean;
  /** What the empty state says, in a sentence. */
  emptyMessage: ReactNode;
  /** The height of a skeleton row, as tall as a row of the list that will replace it. */
  rowHeight: string;
  /** The list, once there is something in it. */
  children: ReactNode;
}

/**
 * A list that is a page's own data in its four states: skeleton rows, the error (offline: not available
 * offline, then home), the empty state (announced), the list.
 */
export function LoadedList({ loading, failed, empty, emptyMessage, rowHeight, children }: LoadedListProps) {
  if (loading)
    return (
      <LoadingRegion>
        <Skeleton width="100%" height={rowHeight} shape="block" />
        <Skeleton width="100%" height={rowHeight} shape="block" />
      </LoadingRegion>
    );
  // The list is the page's own data: offline it was not kept here (PageLoadError).
  if (failed) return <PageLoadError />;
  if (empty)
    return (
      <EmptyState role="status">
        <p>{emptyMessage}</p>
      </EmptyState>
    );
  return <>{children}</>;
}
