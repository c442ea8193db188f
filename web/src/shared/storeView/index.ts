export {
  BOOKS_SEGMENTS,
  CHECKOUT_STEP_PARAM,
  CHECKOUT_STEPS,
  NEW_RELEASES_SEGMENTS,
  PAYMENT_RETURN_SEGMENTS,
  SEARCH_TERM_PARAM,
  paths,
  storeRedirectOf,
  type CheckoutStep,
} from './paths';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
