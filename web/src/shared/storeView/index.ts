export { NEW_RELEASES_SEGMENTS, paths, storeRedirectOf } from './paths';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
