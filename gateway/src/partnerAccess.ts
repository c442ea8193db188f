import { readFileSync } from 'node:fs';
import type { RequestHandler, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { HEADER } from '@shop/service';
import type { GatewayConfig } from './config';
import {
  demoPartnerKey,
  mergePartnerKeys,
  parsePartnerKeysFile,
  parsePartnerKeysVariable,
  partnerOfKey,
  type PartnerKey,
} from './domain/partnerKeys';
import type { BudgetVerdict, PartnerBudgets } from './partnerBudgets';
import type { queryCostMeter } from './queryCost';

/** The partners the gateway knows: PARTNER_KEYS, PARTNER_KEYS_FILE and, where it is on, the demo key. */
export function configuredPartners(config: GatewayConfig): PartnerKey[] {
  const fromFile = config.PARTNER_KEYS_FILE
    ? parsePartnerKeysFile(readFileSync(config.PARTNER_KEYS_FILE, 'utf8'), config.PARTNER_KEYS_FILE)
    : [];
  return mergePartnerKeys(
    parsePartnerKeysVariable(config.PARTNER_KEYS),
    fromFile,
    config.GATEWAY_DEMO_PARTNER ? [demoPartnerKey()] : [],
  );
}

function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[HEADER.apiKey];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() ? key.trim() : null;
}

/** HTTP 429 with Retry-After, and the same in the error's extensions for clients that read only the body. */
export function overBudgetError(partner: PartnerKey, verdict: Exclude<BudgetVerdict, { ok: true }>) {
  const what = verdict.budget === 'requests' ? 'requests' : 'query cost';
  return new GraphQLError(
    `The ${what} budget of this API key (${verdict.limit} a minute) is spent; try again in ${verdict.retryAfterSeconds} s.`,
    {
      extensions: {
        code: 'RATE_LIMITED',
        budget: verdict.budget,
        retryAfterSeconds: verdict.retryAfterSeconds,
        http: {
          status: 429,
          headers: new HeaderMap([['retry-after', String(verdict.retryAfterSeconds)]]),
        },
      },
    },
  );
}

/** Where the guard leaves the partner for the request's context. */
const PARTNER_LOCAL = 'partner';

/**
 * Who calls (issue 23 item 2), before the request's body is even read: no X-Api-Key is an anonymous caller (the
 * storefront, a visitor), a known key a partner who spends one request of its minute, an unknown key a 401 —
 * a typo must not silently turn a partner into an anonymous caller. Refusals are GraphQL errors with a code.
 */
export function partnerGuard(partners: readonly PartnerKey[], budgets: PartnerBudgets): RequestHandler {
  return (req, res, next) => {
    const key = apiKeyOf(req.headers);
    if (key === null) return next();
    const partner = partnerOfKey(partners, key);
    if (!partner) {
      res.status(401).json(errorBody('This API key is not known.', { code: 'API_KEY_UNKNOWN' }));
      return;
    }
    budgets.spendRequest(partner).then((verdict) => {
      if (verdict.ok) {
        res.locals[PARTNER_LOCAL] = partner;
        return next();
      }
      const error = overBudgetError(partner, verdict);
      res.status(429).set('retry-after', String(verdict.retryAfterSeconds));
      res.json(errorBody(error.message, { ...error.extensions, http: undefined }));
    }, next);
  };
}

/** The partner the guard let through, for the request's context. */
export function partnerOfRequest(res: Response): PartnerKey | null {
  return (res.locals[PARTNER_LOCAL] as PartnerKey | undefined) ?? null;
}

function errorBody(message: string, extensions: Record<string, unknown>) {
  return { errors: [{ message, extensions }] };
}

/** Spends a partner's operation's cost once it is known, before any subgraph is called. */
export function partnerCostPlugin<C extends { partner: PartnerKey | null }>(
  budgets: PartnerBudgets,
  costOf: ReturnType<typeof queryCostMeter>,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ contextValue }) {
      const { partner } = contextValue;
      if (!partner) return;
      return {
        async didResolveOperation({ document, operation }) {
          if (!operation) return; // Apollo Server has refused a document without its operation already
          const verdict = await budgets.spendCost(partner, costOf(document, operation));
          if (!verdict.ok) throw overBudgetError(partner, verdict);
        },
      };
    },
  };
}
