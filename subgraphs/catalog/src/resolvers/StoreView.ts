import { DEFAULT_STORE_CODE } from '@shop/store-views';
import type { StoreViewResolvers } from '../generated/graphql';

export const StoreView: StoreViewResolvers = {
  id: (view) => view.storeId,
  isDefault: (view) => view.code === DEFAULT_STORE_CODE,
};
