import { loadClassreadingCatalog } from '@/shared/i18n/loadI18n';
import { lazyPage } from './lazyPage';

/** A page of the reading programme: its code and its texts' catalogue load together (loadI18n). */
function classreadingPage<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadClassreadingCatalog()]).then(([page]) => page);
}

/**
 * Every page of the shop as its own chunk (see lazyPage): a visit loads the app shell and the code of the
 * page it shows, nothing else.
 */
export const HomeRoute = lazyPage('home', () => import('./routes/HomeRoute').then((m) => m.HomeRoute));
export const NewReleasesRoute = lazyPage('new-releases', () =>
  import('./routes/NewReleasesRoute').then((m) => m.NewReleasesRoute),
);
export const BooksRoute = lazyPage('books', () => import('./routes/BooksRoute').then((m) => m.BooksRoute));
export const NewsOverviewRoute = lazyPage('news', () =>
  import('@/features/news/NewsOverviewPage').then((m) => m.NewsOverviewPage),
);
export const NewsItemRoute = lazyPage('news-item', () =>
  import('@/features/news/NewsItemPage').then((m) => m.NewsItemPage),
);
export const AuthorsDirectoryRoute = lazyPage('authors', () =>
  import('@/features/authors/AuthorsDirectoryPage').then((m) => m.AuthorsDirectoryPage),
);
export const AuthorRoute = lazyPage('author', () =>
  import('@/features/authors/AuthorPage').then((m) => m.AuthorPage),
);
export const EducationalMaterialOverviewRoute = lazyPage('educational-material', () =>
  import('@/features/educationalMaterial/EducationalMaterialOverviewPage').then(
    (m) => m.EducationalMaterialOverviewPage,
  ),
);
export const EducationalMaterialRoute = lazyPage('educational-material-item', () =>
  import('@/features/educationalMaterial/EducationalMaterialPage').then((m) => m.EducationalMaterialPage),
);
export const CuratedListsRoute = lazyPage('curated-lists', () =>
  import('@/features/productLists/ProductListingRoutes').then((m) => m.CuratedListsPage),
);
export const JoyActionListRoute = lazyPage('joy-action-list', () =>
  import('@/features/productLists/ProductListingRoutes').then((m) => m.JoyActionListPage),
);
export const RangeRoute = lazyPage('range', () =>
  import('@/features/productLists/ProductListingRoutes').then((m) => m.RangePage),
);
export const RecentlyViewedRoute = lazyPage('recently-viewed', () =>
  import('./routes/RecentlyViewedRoute').then((m) => m.RecentlyViewedRoute),
);
export const WishlistRoute = lazyPage('wishlist', () =>
  import('./routes/WishlistRoute').then((m) => m.WishlistRoute),
);
export const CookiesRoute = lazyPage('cookies', () =>
  import('./routes/CookiesRoute').then((m) => m.CookiesRoute),
);
export const SinglePageRoute = lazyPage('single-page', () =>
  import('./routes/SinglePageRoute').then((m) => m.SinglePageRoute),
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
export const LoginRoute = lazyPage('login', () =>
  import('@/features/account/LoginPage').then((m) => m.LoginPage),
);
export const CreatePasswordRoute = lazyPage('create-password', () =>
  import('@/features/account/CreatePasswordPage').then((m) => m.CreatePasswordPage),
);
export const AccountRoute = lazyPage('account', () =>
  import('@/features/account/AccountLayout').then((m) => m.AccountLayout),
);
export const MyProfileRoute = lazyPage('my-profile', () =>
  import('@/features/account/MyProfilePage').then((m) => m.MyProfilePage),
);
export const MyOrdersRoute = lazyPage('my-orders', () =>
  import('@/features/account/MyOrdersPage').then((m) => m.MyOrdersPage),
);
export const MyOrderRoute = lazyPage('my-order', () =>
  import('@/features/account/MyOrderPage').then((m) => m.MyOrderPage),
);
export const MyDigitalProductsRoute = lazyPage('my-digital-products', () =>
  import('@/features/account/MyDigitalProductsPage').then((m) => m.MyDigitalProductsPage),
);
export const MyNewsletterRoute = lazyPage('my-newsletter', () =>
  import('@/features/account/MyNewsletterPage').then((m) => m.MyNewsletterPage),
);
export const CheckoutRoute = lazyPage('checkout', () =>
  import('./routes/CheckoutRoute').then((m) => m.CheckoutRoute),
);
export const CheckoutConfirmationRoute = lazyPage('checkout-confirmation', () =>
  import('./routes/CheckoutRoute').then((m) => m.CheckoutConfirmationRoute),
);
export const PaymentResultRoute = lazyPage('payment-result', () =>
  import('./routes/CheckoutRoute').then((m) => m.PaymentResultRoute),
);
export const PupilLoginRoute = lazyPage(
  'pupil-login',
  classreadingPage(() => import('@/features/classreading/PupilLoginPage').then((m) => m.PupilLoginPage)),
);
export const ClassreadingFrameRoute = lazyPage(
  'classreading-frame',
  classreadingPage(() =>
    import('@/features/classreading/frame/ClassreadingFrame').then((m) => m.ClassreadingFrame),
  ),
);
export const ClassreadingHomeRoute = lazyPage(
  'classreading-home',
  classreadingPage(() =>
    import('@/features/classreading/home/ClassreadingHomePage').then((m) => m.ClassreadingHomePage),
  ),
);
export const ReadingListsRoute = lazyPage(
  'reading-lists',
  classreadingPage(() =>
    import('@/features/classreading/lists/ReadingListsPage').then((m) => m.ReadingListsPage),
  ),
);
export const ReadingListRoute = lazyPage(
  'reading-list',
  classreadingPage(() =>
    import('@/features/classreading/lists/ReadingListPage').then((m) => m.ReadingListPage),
  ),
);
export const ReadingClubsRoute = lazyPage(
  'reading-clubs',
  classreadingPage(() =>
    import('@/features/classreading/clubs/ReadingClubsPage').then((m) => m.ReadingClubsPage),
  ),
);
export const ReadingClubRoute = lazyPage(
  'reading-club',
  classreadingPage(() =>
    import('@/features/classreading/clubs/ReadingClubPage').then((m) => m.ReadingClubPage),
  ),
);
export const ClassreadingTeachersRoute = lazyPage(
  'classreading-teachers',
  classreadingPage(() =>
    import('@/features/classreading/teachers/ClassreadingTeachersPage').then(
      (m) => m.ClassreadingTeachersPage,
    ),
  ),
);
export const SchoolCodeRoute = lazyPage(
  'school-code',
  classreadingPage(() =>
    import('@/features/classreading/staff/SchoolCodeRoutePage').then((m) => m.SchoolCodeRoutePage),
  ),
);
export const ReadingBookRoute = lazyPage(
  'reading-book',
  classreadingPage(() =>
    import('@/features/classreading/book/ReadingBookPage').then((m) => m.ReadingBookPage),
  ),
);
