export { paths, storeRedirectOf } from './paths';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
