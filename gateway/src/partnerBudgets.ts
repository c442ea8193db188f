import cluster from 'node:cluster';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { PartnerKey } from './domain/partnerKeys';
import type { SharedState } from './sharedState';

export type BudgetKind = 'requests' | 'cost';

export type BudgetVerdict =
  { ok: true } | { ok: false; budget: BudgetKind; limit: number; retryAfterSeconds: number };

const ONE_MINUTE = 60;

/**
 * Each partner's two budgets per minute (issue 23 item 2): requests, and the query cost the gateway computes.
 * The counters live where the shared state lives: in Redis, so that every gateway replica spends from the same
 * budget (should Redis fail, each replica counts in its own memory meanwhile, the library's insurance limiter,
 * rather than letting everyone through or nobody); without Redis, in this machine's gateway: in the cluster's
 * primary when the gateway runs one process per core (its workers ask it), else in this process.
 */
export class PartnerBudgets {
  private readonly limiters = new Map<string, Record<BudgetKind, RateLimiterAbstract>>();

  constructor(
    partners: readonly PartnerKey[],
    private readonly shared: SharedState,
  ) {
    for (const partner of partners)
      this.limiters.set(partner.name, {
        requests: this.limiter(partner.name, 'requests', partner.requestsPerMinute),
        cost: this.limiter(partner.name, 'cost', partner.costPerMinute),
      });
  }

  private limiter(partner: string, kind: BudgetKind, points: number): RateLimiterAbstract {
    // One prefix per partner and budget: the cluster's primary keeps one limiter (with its points) per prefix.
    const options = { keyPrefix: `partner-${kind}-${partner}`, points, duration: ONE_MINUTE };
    const redis = this.shared.redisClient;
    if (!redis) return cluster.isWorker ? new RateLimiterCluster(options) : new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      useRedisPackage: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** Spends one request of the partner's minute. */
  spendRequest(partner: PartnerKey): Promise<BudgetVerdict> {
    return this.spend(partner, 'requests', 1);
  }

  /** Spends an operation's cost; a refused operation spends it too, so hammering does not pay. */
  spendCost(partner: PartnerKey, cost: number): Promise<BudgetVerdict> {
    return this.spend(partner, 'cost', Math.max(1, Math.ceil(cost)));
  }

  private async spend(partner: PartnerKey, budget: BudgetKind, points: number): Promise<BudgetVerdict> {
    const limiter = this.limiters.get(partner.name)?.[budget];
    if (!limiter) throw new Error(`No budget for partner ${partner.name}.`);
    try {
      await limiter.consume(partner.name, points);
      return { ok: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return {
        ok: false,
        budget,
        limit: limiter.points,
        retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      };
    }
  }
}
