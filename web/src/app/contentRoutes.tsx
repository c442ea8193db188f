import type { RouteObject } from 'react-router-dom';
import type { TranslatedSegments } from '@shop/routes';
import { newsOverviewVariables } from '@/features/news/newsQuery';
import { productListingPageVariables } from '@/features/productLists/listingPageQuery';
import { slugVariables } from '@/shared/graphql/slugVariables';
import { lazyPageQuery } from './pageQueries';
import {
  AuthorRoute,
  AuthorsDirectoryRoute,
  CuratedListsRoute,
  EducationalMaterialOverviewRoute,
  EducationalMaterialRoute,
  JoyActionListRoute,
  NewsItemRoute,
  NewsOverviewRoute,
  RangeRoute,
} from './pages';

// The pages' documents load from their own chunks: the shop's first load does not carry them.
const newsOverview = () =>
  import('@/features/news/NewsOverview.generated').then((m) => m.NewsOverviewDocument);
const newsItem = () => import('@/features/news/NewsItemPage.generated').then((m) => m.NewsItemPageDocument);
const authorsDirectory = () =>
  import('@/features/authors/AuthorsDirectory.generated').then((m) => m.AuthorsDirectoryDocument);
const authorPage = () => import('@/features/authors/AuthorPage.generated').then((m) => m.AuthorPageDocument);
const materialOverview = () =>
  import('@/features/educationalMaterial/EducationalMaterialOverview.generated').then(
    (m) => m.EducationalMaterialOverviewDocument,
  );
const materialPage = () =>
  import('@/features/educationalMaterial/EducationalMaterialPage.generated').then(
    (m) => m.EducationalMaterialPageDocument,
  );
const listingPage = () =>
  import('@/features/productLists/ProductListingPage.generated').then((m) => m.ProductListingPageDocument);

/**
 * seed 001 §2 the content pages under one language's translated segments: news, authors and illustrators,
 * educational material, and the product listing pages (curated lists, the joy action list, the range page).
 */
export function contentRoutes(words: TranslatedSegments): RouteObject[] {
  return [
    {
      path: words.news,
      element: <NewsOverviewRoute />,
      handle: lazyPageQuery(newsOverview, () => newsOverviewVariables()),
    },
    {
      path: `${words.news}/:slug`,
      element: <NewsItemRoute />,
      handle: lazyPageQuery(newsItem, ({ params }) => slugVariables(params.slug)),
    },
    { path: words.authors, element: <AuthorsDirectoryRoute />, handle: lazyPageQuery(authorsDirectory) },
    {
      path: `${words.authors}/:slug`,
      element: <AuthorRoute />,
      handle: lazyPageQuery(authorPage, ({ params }) => slugVariables(params.slug)),
    },
    {
      path: words.educationalMaterial,
      element: <EducationalMaterialOverviewRoute />,
      handle: lazyPageQuery(materialOverview),
    },
    {
      path: `${words.educationalMaterial}/:slug`,
      element: <EducationalMaterialRoute />,
      handle: lazyPageQuery(materialPage, ({ params }) => slugVariables(params.slug)),
    },
    {
      path: words.curatedLists,
      element: <CuratedListsRoute />,
      handle: lazyPageQuery(listingPage, () => productListingPageVariables('CURATED_LISTS')),
    },
    {
      path: words.joyActionList,
      element: <JoyActionListRoute />,
      handle: lazyPageQuery(listingPage, () => productListingPageVariables('JOY_ACTION_LIST')),
    },
    {
      path: words.range,
      element: <RangeRoute />,
      handle: lazyPageQuery(listingPage, () => productListingPageVariables('RANGE')),
    },
  ];
}
