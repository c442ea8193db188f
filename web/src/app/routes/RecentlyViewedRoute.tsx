import { RecentlyViewedPage } from '@/features/recentlyViewed/RecentlyViewedPage';

export function RecentlyViewedRoute() {
  return <RecentlyViewedPage />;
}
