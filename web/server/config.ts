import { DEFAULT_EXTERNAL_SITES } from '@shop/routes';
import {
  ConfigError,
  loadConfig,
  milliseconds,
  flag,
  nodeEnv,
  optionalRedisUrl,
  port,
  positiveInteger,
  trustedProxies,
  url,
  workerCount,
} from '@shop/service';
import { readAdyenConfig } from './domain/adyenConfig';

/**
 * The web server's settings, read once from the environment (defaults start the local stack).
 * PUBLIC_URL defaults to http://localhost:{WEB_PORT} (http://localhost:3000 by default): set it to the
 * shop's real address wherever the server runs behind another name, or canonical links point at localhost.
 */
export function loadWebConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(
    {
      WEB_PORT: port(3000),
      /** Issue 23: processes serving WEB_PORT, by default one per core (runClustered). */
      WEB_WORKERS: workerCount(),
      /** The gateway's GraphQL endpoint; the server proxies the browser's /graphql to it (one origin). */
      GATEWAY_URL: url('http://127.0.0.1:4000/graphql'),
      /** The commerce platform (vue-storefront-api); its image resizer answers the shop's /img requests. */
      COMMERCE_API_URL: url('http://127.0.0.1:4101'),
      /** The shop's public base URL, for the absolute canonical and hreflang links of every page. */
      PUBLIC_URL: url('http://localhost:3000'),
      /**
       * How long a page waits for the gateway to say what it shows (status, title, alternates) before the
       * app is sent without that knowledge. Short: a shopper must never wait on it.
       */
      PAGE_LOOKUP_TIMEOUT_MS: milliseconds(1500),
      /** seed 000 §2 legacy redirect /muziek -> "external sites": the publisher's music site. */
      LEGACY_MUZIEK_URL: url(DEFAULT_EXTERNAL_SITES.muziek),
      /** seed 000 §2 legacy redirect /clavisplus -> "external sites": the Clavis Plus site. */
      LEGACY_CLAVISPLUS_URL: url(DEFAULT_EXTERNAL_SITES.clavisplus),
      /**
       * How long the browser keeps a customer's session cookies, in whole days; every refresh of the session
       * starts it again. The platform's refresh token decides whether the session still works.
       */
      SESSION_LIFETIME_DAYS: positiveInteger(30),
      /**
       * Where browsers reach the digital products service, whose reader a book's page frames (its embed codes point
       * there): the reading pages may frame this origin and no other.
       */
      DIGITAL_PUBLIC_URL: url('http://localhost:4104'),
      /**
       * Issue 18 item 7: the proxies or load balancers in front of this server (addresses, subnets, loopback),
       * whose X-Forwarded-For names the browser's address; none by default.
       */
      WEB_TRUSTED_PROXIES: trustedProxies(),
      /**
       * Issue 20 'Count what a page costs': every page answers with a Server-Timing header naming its render's
       * data passes and GraphQL operations (npm run bench:web reads it). Off by default: it tells visitors
       * the shop's internals.
       */
      WEB_RENDER_STATS: flag(false),
      /**
       * seed 001 §7 'A service worker is registered from /service-worker.js unless disabled': issue 24's offline
       * reads. Off, the browsers also remove a worker registered before (registerServiceWorker.ts).
       */
      WEB_SERVICE_WORKER: flag(true),
      /**
       * Issue 24 'one token refresh for every tab' across machines: with it, the token lock of every web server
       * and process lives in this Redis (session/redisTokenLock.ts), so a customer's tabs reaching two web
       * machines refresh the session once; without it, each web server locks for its own processes.
       */
      REDIS_URL: optionalRedisUrl(),
      NODE_ENV: nodeEnv,
    },
    env,
  );
  const adyen = readAdyenConfig(env, config.COMMERCE_API_URL);
  if (adyen.problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${adyen.problems.join('\n')}`);
  const withAdyen = { ...config, ...adyen.config };
  return env.PUBLIC_URL ? withAdyen : { ...withAdyen, PUBLIC_URL: `http://localhost:${config.WEB_PORT}` };
}

export type WebConfig = ReturnType<typeof loadWebConfig>;
