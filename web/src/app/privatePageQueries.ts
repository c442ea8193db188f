import { myOrderVariables, myOrdersVariables } from '@/features/account/domain/orderHistory';
import { readingBookPageVariables } from '@/features/classreading/book/readingBookQuery';
import { readingClubPageVariables } from '@/features/classreading/clubs/readingClubQuery';
import { parseReadingListSlug } from '@/features/classreading/lists/readingListId';
import { readingListPageVariables } from '@/features/classreading/lists/readingListQuery';
import { lazyPageQuery, type ShopRouteHandle } from './pageQueries';

/**
 * A reading page that shows pupils one screen and teachers and directors another (the reading programme's
 * home, the reading clubs, the teachers): the query of the screen the visitor's cookies suggest. Staff are shop
 * customers who also hold a reading session; a pupil holds only the reading one. Without `pupil`, only staff
 * have the page (pupils see it is not found).
 * Only a hint: a visitor the cookies misjudge gets a second data pass, never another page.
 */
function byReadingRole(screens: { pupil?: ShopRouteHandle; staff: ShopRouteHandle }): ShopRouteHandle {
  return {
    pageQuery: (context) =>
      context.sessions.customer
        ? screens.staff.pageQuery(context)
        : context.sessions.pupil
          ? (screens.pupil?.pageQuery(context) ?? null)
          : null,
  };
}

/**
 * seed 001 §2 readinglists/{list}: a class's list is where its teacher or director manages the class (ClassPage);
 * a pupil's class list, a club's list and every book (staff and club presidents) are the list's books, the first
 * page asked as the list's screen asks it. Nothing for an address no list has (the page is not found).
 */
const readingList: ShopRouteHandle = {
  pageQuery: (context) => {
    const list = parseReadingListSlug(context.params.list);
    if (!list) return null;
    const books = lazyPageQuery(
      () =>
        import('@/features/classreading/lists/ReadingListPage.generated').then(
          (m) => m.ReadingListPageDocument,
        ),
      () => readingListPageVariables(list),
    );
    const staffScreen =
      list.kind === 'class'
        ? lazyPageQuery(
            () =>
              import('@/features/classreading/staff/ClassPage.generated').then((m) => m.ClassPageDocument),
            () => ({ id: list.id }),
          )
        : books;
    return byReadingRole({ pupil: books, staff: staffScreen }).pageQuery(context);
  },
};

const readingSession = lazyPageQuery(() =>
  import('@/features/classreading/session/ReadingMe.generated').then((m) => m.ReadingMeDocument),
);

/**
 * The queries of the pages only a signed-in visitor sees (the account's and the reading programme's), for the
 * route table's handles: the server asks them with the layout's before it renders, so these pages too render
 * in one data pass (issue 20). Their documents stay in the pages' own chunks; a visitor without a session
 * cookie is asked nothing (the page shows its login). The variables are those the pages' screens use.
 */
export const privatePageQueries = {
  myProfile: lazyPageQuery(
    () => import('@/features/account/MyAccountPage.generated').then((m) => m.MyAccountPageDocument),
    undefined,
    { signedInOnly: true },
  ),
  myOrders: lazyPageQuery(
    () => import('@/features/account/MyOrdersPage.generated').then((m) => m.MyOrdersPageDocument),
    ({ url }) => myOrdersVariables(url.searchParams),
    { signedInOnly: true },
  ),
  myOrder: lazyPageQuery(
    () => import('@/features/account/MyOrderPage.generated').then((m) => m.MyOrderPageDocument),
    ({ params }) => myOrderVariables(params),
    { signedInOnly: true },
  ),
  myNewsletter: lazyPageQuery(
    () => import('@/features/account/MyNewsletterPage.generated').then((m) => m.MyNewsletterPageDocument),
    undefined,
    { signedInOnly: true },
  ),
  myDigitalProducts: lazyPageQuery(
    () =>
      import('@/features/account/MyDigitalProductsPage.generated').then(
        (m) => m.MyDigitalProductsPageDocument,
      ),
    undefined,
    { signedInOnly: true },
  ),
  /** The checkout's customer part (addresses to choose from); its cart part waits for the browser's cart id. */
  checkoutCustomer: lazyPageQuery(
    () => import('@/features/checkout/CheckoutCustomer.generated').then((m) => m.CheckoutCustomerDocument),
    undefined,
    { signedInOnly: true },
  ),
  /** seed 001 §5 the session check of every page behind the reading login: asked for anonymous visitors too. */
  readingSession,
  /**
   * Who is signed in to the reading programme, on every page of a visitor whose cookies hold a pupil's session
   * only: the header names the pupil (AccountEntry). Staff are shop customers: the header names them already.
   */
  readingPresence: {
    pageQuery: (context) =>
      context.sessions.pupil && !context.sessions.customer ? readingSession.pageQuery(context) : null,
  } satisfies ShopRouteHandle,
  readingLists: lazyPageQuery(
    () =>
      import('@/features/classreading/lists/ReadingListsPage.generated').then(
        (m) => m.ReadingListsPageDocument,
      ),
    undefined,
    { signedInOnly: true },
  ),
  readingClub: lazyPageQuery(
    () =>
      import('@/features/classreading/clubs/ReadingClubPage.generated').then(
        (m) => m.ReadingClubPageDocument,
      ),
    ({ params }) => readingClubPageVariables(params),
    { signedInOnly: true },
  ),
  readingList,
  readingTeachers: byReadingRole({
    pupil: lazyPageQuery(() =>
      import('@/features/classreading/teachers/MyTeachers.generated').then((m) => m.MyTeachersDocument),
    ),
    staff: lazyPageQuery(() =>
      import('@/features/classreading/staff/TeachersAdmin.generated').then((m) => m.TeachersAdminDocument),
    ),
  }),
  /** seed 001 §6 the director's school code; a teacher who comes here asks it in vain (the page is not found). */
  schoolCode: byReadingRole({
    staff: lazyPageQuery(() =>
      import('@/features/classreading/staff/SchoolCodeSection.generated').then(
        (m) => m.SchoolCodeSectionDocument,
      ),
    ),
  }),
  readingBook: lazyPageQuery(
    () =>
      import('@/features/classreading/book/ReadingBookPage.generated').then((m) => m.ReadingBookPageDocument),
    ({ params }) => readingBookPageVariables(params),
    { signedInOnly: true },
  ),
  readingHome: byReadingRole({
    pupil: lazyPageQuery(() =>
      import('@/features/classreading/home/ClassreadingHomePage.generated').then(
        (m) => m.ClassreadingHomePageDocument,
      ),
    ),
    staff: lazyPageQuery(() =>
      import('@/features/classreading/staff/TeacherDashboard.generated').then(
        (m) => m.TeacherDashboardDocument,
      ),
    ),
  }),
  readingClubs: byReadingRole({
    pupil: lazyPageQuery(() =>
      import('@/features/classreading/clubs/ReadingClubsPage.generated').then(
        (m) => m.ReadingClubsPageDocument,
      ),
    ),
    staff: lazyPageQuery(() =>
      import('@/features/classreading/staff/ClubsAdmin.generated').then((m) => m.ClubsAdminDocument),
    ),
  }),
};
