import type { Request } from 'express';
import { bearerToken } from '@shop/service';
import { resolveStoreView, STORE_VIEWS, isStoreCode, type StoreView } from '@shop/store-views';
import { UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { MESSAGES } from '../messages';

/** vue-storefront-api picks the store view from the `storeCode` query parameter; unknown or missing is nl-be (seed 000 §1). */
export function requestStoreView(req: Request): StoreView {
  return resolveStoreView(queryString(req, 'storeCode'));
}

/**
 * The store view of a render-list call: the `storeCode` of multistore mode when it names a store view, else
 * the first store view with the `storeId` asked. vue-storefront-api reads a missing, zero or malformed
 * storeId as 1 (seed 000 §3: store ids 1, 2, 1, 4; nl-be is the first with id 1).
 */
export function renderListStoreView(req: Request): StoreView {
  const code = queryString(req, 'storeCode')?.toLowerCase();
  if (isStoreCode(code)) return STORE_VIEWS[code];
  const storeId = Number.parseInt(queryString(req, 'storeId') ?? '', 10);
  const id = storeId > 0 ? storeId : 1;
  return Object.values(STORE_VIEWS).find((view) => view.storeId === id) ?? resolveStoreView(undefined);
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
