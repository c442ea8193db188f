import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { SINGLE_PAGES } from '@shop/contracts';
import { SHOP_SEGMENTS as SHOP, TRANSLATED_SEGMENTS } from '@shop/routes';
import { DEFAULT_STORE_CODE } from '@shop/store-views';
import { paths } from '@/shared/storeView';
import { NotFound } from '@/shared/ui/StatusMessages';
import {
  AccountRoute,
  BooksRoute,
  CartRoute,
  CheckoutConfirmationRoute,
  CheckoutRoute,
  CookiesRoute,
  CreatePasswordRoute,
  HomeRoute,
  LoginRoute,
  MyDigitalProductsRoute,
  MyNewsletterRoute,
  MyOrderRoute,
  MyOrdersRoute,
  MyProfileRoute,
  NewReleasesRoute,
  PaymentResultRoute,
  ClassreadingFrameRoute,
  ClassreadingHomeRoute,
  ClassreadingTeachersRoute,
  PupilLoginRoute,
  ReadingBookRoute,
  ReadingClubRoute,
  ReadingClubsRoute,
  ReadingListRoute,
  ReadingListsRoute,
  SchoolCodeRoute,
  RecentlyViewedRoute,
  SinglePageRoute,
  WishlistRoute,
} from './pages';
import { BooksListingDocument } from '@/features/catalog/BooksListing.generated';
import { booksListingVariables, newReleasesVariables } from '@/features/catalog/listingQuery';
import { NewReleasesDocument } from '@/features/catalog/NewReleases.generated';
import { HomePageDocument } from '@/features/content/HomePage.generated';
import { SinglePageDocument } from '@/features/content/SinglePageView.generated';
import { contentRoutes } from './contentRoutes';
import { pageQuery } from './pageQueries';
import { privatePageQueries } from './privatePageQueries';
import { CatchAllRoute } from './routes/CatchAllRoute';
import { ResolveRouteDocument } from './routes/ResolveRoute.generated';
import { resolveRouteVariables } from './routes/routeQuery';
import { ShopLayoutDocument } from './ShopLayout.generated';
import { ErrorRoute } from './routes/ErrorRoute';
import { PageError } from './routes/PageError';
import { ReadingAccessGuard } from './routes/ReadingAccessGuard';
import { PageKindBoundary } from './PageKindBoundary';
import { StartupError } from './StartupError';
import { StoreViewRoot } from './StoreViewRoot';

/**
 * The route table (seed 000 §2), the same under every store view prefix, for the browser's router and the
 * server render alike. Products, categories, CMS and editorial pages are found by the catch-all, which asks
 * the catalogue what the address is. A route whose screen shows server data names its query in its `handle`
 * (pageQueries.ts): the server's render asks the layout's and the page's at once, before rendering.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollRestoration />
        <PageKindBoundary />
        <Outlet />
      </>
    ),
    errorElement: <StartupError />,
    children: [
      { path: '/', element: <Navigate to={paths.home(DEFAULT_STORE_CODE)} replace /> },
      {
        path: '/:store',
        element: <StoreViewRoot />,
        handle: pageQuery(ShopLayoutDocument),
        children: [
          {
            errorElement: <PageError />,
            // seed 001 §2: /en-rw is for signed-in visitors only (the server guards it too).
            element: <ReadingAccessGuard />,
            handle: privatePageQueries.readingPresence,
            children: [
              { index: true, element: <HomeRoute />, handle: pageQuery(HomePageDocument) },
              { path: SHOP.login, element: <LoginRoute /> },
              { path: SHOP.createPassword, element: <CreatePasswordRoute /> },
              {
                // seed 000 §2 my-account: one account view, the active block chosen by the route. Recently
                // viewed works for guests too (this browser's list); the other blocks ask for a login.
                path: SHOP.myAccount,
                element: <AccountRoute />,
                children: [
                  { index: true, element: <MyProfileRoute />, handle: privatePageQueries.myProfile },
                  { path: SHOP.myOrders, element: <MyOrdersRoute />, handle: privatePageQueries.myOrders },
                  {
                    path: `${SHOP.myOrders}/:orderId`,
                    element: <MyOrderRoute />,
                    handle: privatePageQueries.myOrder,
                  },
                  {
                    path: SHOP.myNewsletter,
                    element: <MyNewsletterRoute />,
                    handle: privatePageQueries.myNewsletter,
                  },
                  { path: SHOP.myRecentlyViewed, element: <RecentlyViewedRoute /> },
                  {
                    path: SHOP.myDigitalProducts,
                    element: <MyDigitalProductsRoute />,
                    handle: privatePageQueries.myDigitalProducts,
                  },
                ],
              },
              { path: SHOP.cart, element: <CartRoute /> }, // no seed path: see features/cart/CartPage
              // seed 000 §2 checkout, its 'order confirmation' page kind, and the 'payment return'.
              {
                path: SHOP.checkout,
                element: <CheckoutRoute />,
                handle: privatePageQueries.checkoutCustomer,
              },
              {
                path: `${SHOP.checkout}/${SHOP.checkoutConfirmation}/:orderNumber`,
                element: <CheckoutConfirmationRoute />,
              },
              { path: SHOP.paymentReturn, element: <PaymentResultRoute /> },
              // The translated routes, in both languages' segments: either leads to the page in every store view.
              ...Object.values(TRANSLATED_SEGMENTS).flatMap((words) => [
                ...contentRoutes(words),
                // seed 001 §4: the wishlist lives in this browser, so the server renders it loading.
                { path: words.wishlist, element: <WishlistRoute /> },
                {
                  path: words.newReleases,
                  element: <NewReleasesRoute />,
                  handle: pageQuery(NewReleasesDocument, ({ url }) => newReleasesVariables(url.searchParams)),
                },
                {
                  path: words.books,
                  element: <BooksRoute />,
                  handle: pageQuery(BooksListingDocument, ({ url }) =>
                    booksListingVariables(url.searchParams),
                  ),
                },
              ]),
              // seed 001 §2 classreading. The pages behind the reading login share one frame, which makes the
              // session check (seed 001 §5).
              ...Object.values(TRANSLATED_SEGMENTS).flatMap(({ classreading: segments }) => [
                { path: `${segments.home}/${segments.schoolId}`, element: <PupilLoginRoute /> },
                {
                  path: segments.home,
                  element: <ClassreadingFrameRoute />,
                  handle: privatePageQueries.readingSession,
                  children: [
                    {
                      index: true,
                      element: <ClassreadingHomeRoute />,
                      handle: privatePageQueries.readingHome,
                    },
                    {
                      path: segments.readingLists,
                      element: <ReadingListsRoute />,
                      handle: privatePageQueries.readingLists,
                    },
                    {
                      path: `${segments.readingLists}/:list`,
                      element: <ReadingListRoute />,
                      handle: privatePageQueries.readingList,
                    },
                    {
                      path: segments.readingClubs,
                      element: <ReadingClubsRoute />,
                      handle: privatePageQueries.readingClubs,
                    },
                    {
                      path: `${segments.readingClubs}/:club`,
                      element: <ReadingClubRoute />,
                      handle: privatePageQueries.readingClub,
                    },
                    {
                      path: segments.teachers,
                      element: <ClassreadingTeachersRoute />,
                      handle: privatePageQueries.readingTeachers,
                    },
                    {
                      path: segments.schoolCode,
                      element: <SchoolCodeRoute />,
                      handle: privatePageQueries.schoolCode,
                    },
                    // seed 001 §2 a book is classreading/{book}: the other segments are names no book takes.
                    { path: ':book', element: <ReadingBookRoute />, handle: privatePageQueries.readingBook },
                  ],
                },
              ]),
              // seed 000 §2 cookies, seed 001 §2: the cookie preferences, with the consent notice hidden.
              { path: SHOP.cookies, element: <CookiesRoute /> },
              // seed 000 §2 static page views privacy and terms-and-conditions, and shipping and returns: the
              // content service's single pages, each at its key (paths.singlePage).
              ...SINGLE_PAGES.map((page) => ({
                path: page,
                element: <SinglePageRoute page={page} />,
                handle: pageQuery(SinglePageDocument, () => ({ page })),
              })),
              { path: SHOP.pageNotFound, element: <NotFound /> },
              // seed 000 §2 error, in the minimal layout (StoreViewRoot): where a page that failed on the server goes.
              { path: SHOP.error, element: <ErrorRoute /> },
              {
                path: '*',
                element: <CatchAllRoute />,
                handle: pageQuery(ResolveRouteDocument, ({ url }) =>
                  resolveRouteVariables(url.pathname, url.search),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
