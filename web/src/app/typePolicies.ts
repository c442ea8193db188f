import { mergeTypePolicies } from '@/shared/graphql/cachePolicies';
import { cartTypePolicies } from '@/features/cart/cartTypePolicies';
import { catalogTypePolicies } from '@/features/catalog/listing';

/** The cache policies the features declare, joined for the store views' clients. */
export const appTypePolicies = mergeTypePolicies(catalogTypePolicies, cartTypePolicies);
