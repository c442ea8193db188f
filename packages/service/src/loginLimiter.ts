import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_RULE, ADDRESS_RULE, waitAfterFailures, type FailedLoginRule } from './domain/failedLogins';

/**
 * Issue 18 item 7: failed logins slow further guessing, per account and per client address.
 *
 * The one place the shop's limiters are configured. Failures are counted in rate-limiter-flexible (in memory
 * now; a RateLimiterRedis with the same options replaces it in `createLimiterStore`), the wait they earn is
 * `waitAfterFailures` (domain/failedLogins.ts), and the moment the wait ends is kept beside the count, so the
 * decision uses the service's clock, which tests pin.
 */
export interface LoginLimiter {
  /** Seconds the attempt must still wait (0: it may go on), the longest of its keys' waits. */
  waitSeconds(attempt: LoginAttempt): Promise<number>;
  /** A wrong password: counts against the account and the address; returns the wait it earned (0: none). */
  failed(attempt: LoginAttempt): Promise<number>;
  /** The right password: the account starts afresh (the address keeps its count, so guessing stays slow). */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** Which login (`pupil`, `teacher`, `shop`, `school-lookup`...), whose account and from which client address. */
export interface LoginAttempt {
  login: string;
  /** The account as the user typed it (a pupil: school + class + name), or null when there is none. */
  account: string | null;
  /** The client address the gateway forwarded; null when unknown (then only the account is limited). */
  clientAddress: string | null;
}

/** A counter of failures and a store of wait ends, both expiring on their own. */
export interface LimiterStore {
  failures: RateLimiterAbstract;
  waitEnds: RateLimiterAbstract;
}

/** The in-memory store; one per service (every request of the process shares it). */
export function createLimiterStore(rule: FailedLoginRule, prefix: string): LimiterStore {
  return {
    failures: new RateLimiterMemory({
      keyPrefix: `${prefix}:failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: rule.windowSeconds,
    }),
    waitEnds: new RateLimiterMemory({
      keyPrefix: `${prefix}:wait`,
      points: Number.MAX_SAFE_INTEGER,
      duration: rule.maxWaitSeconds,
    }),
  };
}

interface KeyedRule {
  rule: FailedLoginRule;
  store: LimiterStore;
  key: (attempt: LoginAttempt) => string | null;
}

export interface LoginLimiterOptions {
  /** The service's clock, in milliseconds since the epoch; tests pin it. */
  now?: () => number;
  accountRule?: FailedLoginRule;
  addressRule?: FailedLoginRule;
}

export function createLoginLimiter({
  now = Date.now,
  accountRule = ACCOUNT_RULE,
  addressRule = ADDRESS_RULE,
}: LoginLimiterOptions = {}): LoginLimiter {
  const accountLimit: KeyedRule = {
    rule: accountRule,
    store: createLimiterStore(accountRule, 'login-account'),
    key: ({ login, account }) => (account === null ? null : `${login}:${account.trim().toLowerCase()}`),
  };
  const addressLimit: KeyedRule = {
    rule: addressRule,
    store: createLimiterStore(addressRule, 'login-address'),
    key: ({ login, clientAddress }) => (clientAddress === null ? null : `${login}:${clientAddress}`),
  };
  const keyed = [accountLimit, addressLimit];

  async function remaining({ store }: KeyedRule, key: string): Promise<number> {
    const end = await store.waitEnds.get(key);
    if (end === null) return 0;
    return Math.max(0, Math.ceil((end.consumedPoints - now()) / 1000));
  }

  return {
    async waitSeconds(attempt) {
      let wait = 0;
      for (const entry of keyed) {
        const key = entry.key(attempt);
        if (key !== null) wait = Math.max(wait, await remaining(entry, key));
      }
      return wait;
    },
    async failed(attempt) {
      let wait = 0;
      for (const entry of keyed) {
        const key = entry.key(attempt);
        if (key === null) continue;
        const { consumedPoints } = await entry.store.failures.penalty(key);
        const earned = waitAfterFailures(consumedPoints, entry.rule);
        if (earned === 0) continue;
        // The wait's end is a point in the service's clock; the record itself outlives it by the window.
        await entry.store.waitEnds.set(key, now() + earned * 1000, entry.rule.windowSeconds);
        wait = Math.max(wait, earned);
      }
      return wait;
    },
    async succeeded(attempt) {
      const key = accountLimit.key(attempt);
      if (key === null) return;
      await accountLimit.store.failures.delete(key);
      await accountLimit.store.waitEnds.delete(key);
    },
  };
}

let processLimiter: LoginLimiter | undefined;

/**
 * The login limiter of a service started without one of its own: every request of the process shares it
 * (each service is its own process, so each counts its own logins).
 */
export function processLoginLimiter(): LoginLimiter {
  return (processLimiter ??= createLoginLimiter());
}

/** A limited login: refused while its wait lasts, or tried, with the answer of the try. */
export type LimitedLogin<Answer> =
  { refused: true; waitSeconds: number } | { refused: false; answer: Answer };

/**
 * The one sequence of every limited login (shop, pupil, school lookup): an attempt still waiting is refused
 * without being tried; otherwise it is tried, and an answer `failed` calls a failure counts against the account
 * and the address, while any other answer lets the account start afresh. What counts as a failure is the
 * caller's: a wrong password does, an unreachable upstream (which throws) does not.
 */
export async function limitLogin<Answer>(
  limiter: LoginLimiter,
  attempt: LoginAttempt,
  tryLogin: () => Promise<Answer>,
  failed: (answer: Answer) => boolean,
): Promise<LimitedLogin<Answer>> {
  const waitSeconds = await limiter.waitSeconds(attempt);
  if (waitSeconds > 0) return { refused: true, waitSeconds };
  const answer = await tryLogin();
  if (failed(answer)) await limiter.failed(attempt);
  else await limiter.succeeded(attempt);
  return { refused: false, answer };
}

/** The stable code of a refusal to try before the wait has passed; the client translates it. */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** The userError of a refused attempt, with the wait in its English message (clients use retryAfterSeconds). */
export function tooManyAttempts(waitSeconds: number): { code: string; message: string; field: null } {
  return {
    code: TOO_MANY_ATTEMPTS,
    message: `Too many attempts. Try again in ${waitSeconds} ${waitSeconds === 1 ? 'second' : 'seconds'}.`,
    field: null,
  };
}
