export {
  CHECKOUT_STEP_PARAM,
  CHECKOUT_STEPS,
  REDIRECT_PARAM,
  SEARCH_TERM_PARAM,
  paths,
  type CheckoutStep,
} from './paths';
export { sameSitePath } from './sameSitePath';
export { StoreViewProvider, useStoreView } from './StoreViewContext';
