import { randomUUID } from 'node:crypto';
import { resolveStoreView, type StoreView } from '@shop/store-views';

/** The request headers that cross the federation layer (ARCHITECTURE: request context). */
export const HEADER = {
  store: 'store',
  authorization: 'authorization',
  readingToken: 'x-reading-token',
  requestId: 'x-request-id',
} as const;

export interface RequestIdentity {
  storeView: StoreView;
  /** The commerce platform's customer token, from `Authorization: Bearer <token>`. */
  customerToken: string | null;
  /** The reading programme's JWT, from `X-Reading-Token`. */
  readingToken: string | null;
  /** Traces one client request through gateway, subgraphs and upstreams. */
  requestId: string;
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(value: string | undefined): string | null {
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function readRequestIdentity(headers: HeaderBag): RequestIdentity {
  const requestId = header(headers, HEADER.requestId);
  return {
    storeView: resolveStoreView(header(headers, HEADER.store)),
    customerToken: bearerToken(header(headers, HEADER.authorization)),
    readingToken: header(headers, HEADER.readingToken)?.trim() || null,
    requestId: requestId && /^[\w.:-]{1,128}$/.test(requestId) ? requestId : randomUUID(),
  };
}
