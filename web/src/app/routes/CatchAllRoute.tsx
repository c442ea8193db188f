import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CategoryPage } from '@/features/catalog/CategoryPage';
import { CmsPageView } from '@/features/content/CmsPageView';
import { EditorialPageView } from '@/features/content/EditorialPageView';
import { Loading, LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { ProductScreen } from './ProductRoute';
import { useResolveRouteQuery } from './ResolveRoute.generated';

/**
 * seed 000 §2 'Resolution of unknown URLs': a path no route of the app knows is looked up with `route(path)`;
 * a product, category or CMS page shows its screen at that address, a redirect replaces the address (the
 * back button skips it); a path the catalogue does not know may be an editorial page of the content service
 * (asked in the same query); anything else is the page-not-found screen.
 */
export function CatchAllRoute() {
  const { pathname, search, hash } = useLocation();
  // 'all': a failing content service must not hide a product page, nor a failing catalogue an editorial page.
  const { data, loading, error } = useResolveRouteQuery({
    variables: { path: pathname },
    errorPolicy: 'all',
  });
  const target = data?.route?.target;
  const external = target?.__typename === 'RouteRedirect' && target.external ? target.location : null;
  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);

  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  const editorialPage = data?.editorialPage;
  // Not found is only known when both services answered.
  if ((!target || target.__typename === 'RouteNotFound') && !editorialPage && error) return <LoadError />;
  switch (target?.__typename) {
    case 'ProductRoute':
      return <ProductScreen parentSku={target.product.sku} childSku={target.childSku ?? null} />;
    case 'CategoryRoute':
      return <CategoryPage key={target.category.id} urlPath={target.category.urlPath} />;
    case 'CmsPageRoute':
      return <CmsPageView page={target.page} />;
    case 'RouteRedirect':
      if (target.external) return <Loading />;
      // A legacy path keeps its query string (seed 000 §2), unless the redirect brings its own.
      return (
        <Navigate
          to={target.location.includes('?') ? target.location : `${target.location}${search}${hash}`}
          replace
        />
      );
    default:
      return editorialPage ? <EditorialPageView page={editorialPage} /> : <NotFound />;
  }
}
