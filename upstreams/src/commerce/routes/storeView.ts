import type { Request } from 'express';
import type { AccountService } from '../accounts/accountService';
import { bearerToken } from '@shop/service';
import { resolveStoreView, STORE_VIEWS, isStoreCode, type StoreView } from '@shop/store-views';
import { queryString } from '../../shared/query';

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
 * (seed 000 §7). Guest calls carry none.
 */
export function requestToken(req: Request): string | null {
  return queryString(req, 'token') ?? bearerToken(req.header('authorization'));
}

/** The customer a call's token names, as the cart, order and payment calls need them. */
export interface RequestCustomer {
  kind: 'customer';
  customerId: number;
  groupId: number;
  email: string;
}

/** The customer of the call's token, or null for a guest call; an unknown or expired token answers 401. */
export function requestCustomer(req: Request, accounts: AccountService): RequestCustomer | null {
  const token = requestToken(req);
  if (!token) return null;
  const customer = accounts.customerOfToken(token);
  return { kind: 'customer', customerId: customer.id, groupId: customer.group_id, email: customer.email };
}
