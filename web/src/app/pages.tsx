import { lazyPage } from './lazyPage';

/**
 * Every page of the shop as its own chunk (see lazyPage): a visit loads the app shell and the code of the
 * page it shows, nothing else.
 */
export const HomeRoute = lazyPage('home', () => import('./routes/HomeRoute').then((m) => m.HomeRoute));
export const NewReleasesRoute = lazyPage('new-releases', () =>
  import('./routes/NewReleasesRoute').then((m) => m.NewReleasesRoute),
);
export const BooksRoute = lazyPage('books', () => import('./routes/BooksRoute').then((m) => m.BooksRoute));
export const RecentlyViewedRoute = lazyPage('recently-viewed', () =>
  import('./routes/RecentlyViewedRoute').then((m) => m.RecentlyViewedRoute),
);
export const ProductScreen = lazyPage('product', () =>
  import('./routes/ProductScreen').then((m) => m.ProductScreen),
);
export const CategoryScreen = lazyPage('category', () =>
  import('@/features/catalog/CategoryPage').then((m) => m.CategoryPage),
);
export const CmsPageScreen = lazyPage('cms-page', () =>
  import('@/features/content/CmsPageView').then((m) => m.CmsPageView),
);
export const EditorialPageScreen = lazyPage('editorial-page', () =>
  import('@/features/content/EditorialPageView').then((m) => m.EditorialPageView),
);
export const CartRoute = lazyPage('cart', () => import('@/features/cart/CartPage').then((m) => m.CartPage));
