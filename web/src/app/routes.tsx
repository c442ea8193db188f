import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { DEFAULT_STORE_CODE } from '@shop/store-views';
import { NEW_RELEASES_SEGMENTS, paths } from '@/shared/storeView';
import { CatchAllRoute } from './routes/CatchAllRoute';
import { CategoryRoute } from './routes/CategoryRoute';
import { HomeRoute } from './routes/HomeRoute';
import { NewReleasesRoute } from './routes/NewReleasesRoute';
import { PageError } from './routes/PageError';
import { ProductRoute } from './routes/ProductRoute';
import { RecentlyViewedRoute } from './routes/RecentlyViewedRoute';
import { StartupError } from './StartupError';
import { StoreViewRoot } from './StoreViewRoot';

/** The route table (seed 000 §2), the same under every store view prefix. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    errorElement: <StartupError />,
    children: [
      { path: '/', element: <Navigate to={paths.home(DEFAULT_STORE_CODE)} replace /> },
      {
        path: '/:store',
        element: (
          <Suspense fallback={null}>
            <StoreViewRoot />
          </Suspense>
        ),
        children: [
          {
            errorElement: <PageError />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'c/*', element: <CategoryRoute /> },
              { path: 'my-account/recently-viewed', element: <RecentlyViewedRoute /> },
              ...Object.values(NEW_RELEASES_SEGMENTS).map((path) => ({
                path,
                element: <NewReleasesRoute />,
              })),
              { path: 'p/:parentSku/:slug', element: <ProductRoute /> },
              { path: 'p/:parentSku/:slug/:childSku', element: <ProductRoute /> },
              { path: '*', element: <CatchAllRoute /> },
            ],
          },
        ],
      },
    ],
  },
];
