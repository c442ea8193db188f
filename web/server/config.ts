import { loadConfig, nodeEnv, port, url } from '@shop/service';

/** The web server's settings, read once from the environment (defaults start the local stack). */
export function loadWebConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(
    {
      WEB_PORT: port(3000),
      /** The gateway's GraphQL endpoint; the server proxies the browser's /graphql to it (one origin). */
      GATEWAY_URL: url('http://127.0.0.1:4000/graphql'),
      /** The commerce platform (vue-storefront-api); its image resizer answers the shop's /img requests. */
      COMMERCE_API_URL: url('http://127.0.0.1:4101'),
      NODE_ENV: nodeEnv,
    },
    env,
  );
}

export type WebConfig = ReturnType<typeof loadWebConfig>;
