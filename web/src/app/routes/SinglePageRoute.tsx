import type { SinglePageKey } from '@shop/contracts';
import { SinglePageScreen } from '@/features/content/SinglePageView';

/** A single page of the content service at its own path in every store view (paths.singlePage). */
export function SinglePageRoute({ page }: { page: SinglePageKey }) {
  // Keyed: going from one single page to another starts its query afresh instead of showing the last one.
  return <SinglePageScreen key={page} page={page} />;
}
