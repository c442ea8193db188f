import type { Request } from 'express';
import { bearerToken } from '@shop/service';
import { resolveStoreView, type StoreView } from '@shop/store-views';
import { UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { MESSAGES } from '../messages';

/** vue-storefront-api picks the store view from the `storeCode` query parameter; unknown or missing is nl-be (seed 000 §1). */
export function requestStoreView(req: Request): StoreView {
  return resolveStoreView(queryString(req, 'storeCode'));
}

/**
 * The customer token: query `token`, or `Authorization: Bearer` when the token-in-header setting is on
 * (seed 000 §7). Guest carts carry none. No customer accounts exist yet, so any token is unknown and the
 * platform answers 401, after which the shop retries as a guest cart (seed 000 §4 Cart token).
 */
export function rejectUnknownCustomerToken(req: Request): void {
  const token = queryString(req, 'token') ?? bearerToken(req.header('authorization'));
  if (token) throw new UpstreamError(401, MESSAGES.consumerNotAuthorized);
}
