export { BOOKS_SEGMENTS, NEW_RELEASES_SEGMENTS, SEARCH_TERM_PARAM, paths, storeRedirectOf } from './paths';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
