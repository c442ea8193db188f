import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageMeta } from '@/shared/head/PageMeta';
import { useStoreView } from '@/shared/storeView';
import { Loading, NotFound, PageLoadError } from '@/shared/ui/StatusMessages';
import { CategoryScreen, CmsPageScreen, EditorialPageScreen, ProductScreen } from '../pages';
import { useResolveRouteQuery } from './ResolveRoute.generated';
import { isSamePage, resolveRouteVariables } from './routeQuery';
import { routePageOf } from './routePage';

const UNKNOWN = { kind: 'unknown' } as const;

/**
 * seed 000 §2 'Resolution of unknown URLs': every catalogue address (/p/..., /c/..., a product's or
 * category's url path, a CMS page) and any path no route of the app knows is looked up with `route(path)`;
 * a product, category or CMS page shows its screen at that address, a redirect replaces the address (301
 * from the server; the back button skips it in the browser); a path the catalogue does not know may be an
 * editorial page of the content service (asked in the same query); anything else is page-not-found (404).
 * The query brings everything the page's screen shows (its fragments): a page is one query.
 */
export function CatchAllRoute() {
  const { pathname, search, hash } = useLocation();
  const { code } = useStoreView();
  // 'all': a failing content service must not hide a product page, nor a failing catalogue an editorial page.
  const {
    data: answer,
    previousData,
    loading,
    error,
  } = useResolveRouteQuery({
    variables: resolveRouteVariables(pathname, search),
    errorPolicy: 'all',
  });
  // The path whose answer is on screen: while the same page loads again (other filters, another variant),
  // its previous answer stays (React's pattern for information from previous renders).
  const [shownPath, setShownPath] = useState(pathname);
  if (answer && shownPath !== pathname) setShownPath(pathname);
  const data = answer ?? (loading && isSamePage(shownPath, pathname) ? previousData : undefined);
  const target = data?.route?.target;
  const editorialPage = data?.editorialPage;
  const page = useMemo(
    () => routePageOf(code, data?.route, editorialPage),
    [code, data?.route, editorialPage],
  );
  const external = target?.__typename === 'RouteRedirect' && target.external ? target.location : null;
  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);

  if (!data && loading) return <Loading />;
  // Not found is only known when both services answered: otherwise the page may well exist.
  const unknown = !data || ((!target || target.__typename === 'RouteNotFound') && !editorialPage && error);
  if (unknown) {
    return (
      <>
        <PageMeta page={UNKNOWN} />
        <PageLoadError />
      </>
    );
  }
  const meta = <PageMeta page={page} />;
  switch (target?.__typename) {
    case 'ProductRoute':
      return (
        <>
          {meta}
          <ProductScreen key={target.product.sku} route={target} />
        </>
      );
    case 'CategoryRoute':
      return (
        <>
          {meta}
          <CategoryScreen
            key={target.category.id}
            category={target.category}
            banners={data?.banners?.productBanners}
            listingLoading={loading}
            listingError={error}
          />
        </>
      );
    case 'CmsPageRoute':
      return (
        <>
          {meta}
          <CmsPageScreen page={target.page} />
        </>
      );
    case 'RouteRedirect':
      if (target.external) return <>{meta}</>;
      // A legacy path keeps its query string (seed 000 §2), unless the redirect brings its own.
      return (
        <>
          {meta}
          <Navigate
            to={target.location.includes('?') ? target.location : `${target.location}${search}${hash}`}
            replace
          />
        </>
      );
    default:
      return editorialPage ? (
        <>
          {meta}
          <EditorialPageScreen page={editorialPage} />
        </>
      ) : (
        <NotFound />
      );
  }
}
