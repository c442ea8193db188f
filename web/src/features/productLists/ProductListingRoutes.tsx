import { ProductListingPageView } from './ProductListingPageView';

/** seed 001 §2 curated lists (samengestelde-lijsten). */
export function CuratedListsPage() {
  return <ProductListingPageView kind="CURATED_LISTS" />;
}

/** seed 001 §2 the joy action list (actielijsten/clavisjoy.html). */
export function JoyActionListPage() {
  return <ProductListingPageView kind="JOY_ACTION_LIST" />;
}

/** seed 001 §2 the range page (assortiment.html, product-range.html). */
export function RangePage() {
  return <ProductListingPageView kind="RANGE" />;
}
