export {
  BOOKS_SEGMENTS,
  CHECKOUT_STEP_PARAM,
  CHECKOUT_STEPS,
  CLASSREADING_SEGMENTS,
  GUARDED_STORE,
  isReadingLoginPath,
  NEW_RELEASES_SEGMENTS,
  PAYMENT_RETURN_SEGMENTS,
  readingLoginRedirectOf,
  REDIRECT_PARAM,
  SEARCH_TERM_PARAM,
  paths,
  storeRedirectOf,
  type CheckoutStep,
} from './paths';
export { sameSitePath } from './sameSitePath';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
