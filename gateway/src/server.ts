import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import {
  apolloReportingPlugins,
  HEADER,
  READING_SESSION_HEADER,
  serveGraphQL,
  SHOP_SESSION_HEADER,
  type Logger,
  type RunningService,
} from '@shop/service';
import type { GatewayConfig } from './config';
import { createGateway, createGatewayContext, type GatewayContext } from './gateway';
import { operationLogPlugin } from './operationLog';
import { PartnerBudgets } from './partnerBudgets';
import { configuredPartners, partnerCostPlugin, partnerGuard, partnerOfRequest } from './partnerAccess';
import type { PartnerKey } from './domain/partnerKeys';
import { queryCostMeter } from './queryCost';
import { queryLimitProtection } from './queryLimits';
import { responseCachePlugin } from './responseCache';
import { memorySharedState, openSharedState, type SharedState } from './sharedState';
import { createSafelist } from './safelist';

/** Every answer carries the request id the subgraphs saw, so a client can quote it when something fails. */
const echoRequestId: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set(HEADER.requestId, contextValue.requestId);
      },
    };
  },
};

/**
 * A session a subgraph started, renewed or ended (X-Shop-Session and X-Reading-Session, see SubgraphDataSource)
 * goes out with the gateway's answer, for the storefront's web server to turn into cookies. Such an answer is
 * never cached.
 */
export const shopSessionPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { shopSession, readingSession } = contextValue;
        if (shopSession !== null) response.http.headers.set(SHOP_SESSION_HEADER, shopSession);
        if (readingSession !== null) response.http.headers.set(READING_SESSION_HEADER, readingSession);
        if (shopSession !== null || readingSession !== null)
          response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * The public endpoint. Outside production developers get suggestions and stack traces; in production none of
 * these, so partners see only the API they are meant to use. The Apollo Sandbox and introspection have their
 * own switch (GATEWAY_SANDBOX: by default on outside production only), so a shop that runs as in production on
 * a developer's machine (npm start) still has them.
 */
/** What guards the public API besides the query limits: partners, their budgets, the shared state. */
export interface GatewayGuards {
  shared: SharedState;
  partners: PartnerKey[];
  budgets: PartnerBudgets;
}

export function gatewayGuards(
  config: GatewayConfig,
  shared: SharedState = memorySharedState(),
): GatewayGuards {
  const partners = configuredPartners(config);
  return { shared, partners, budgets: new PartnerBudgets(partners, shared) };
}

export function createServer(
  config: GatewayConfig,
  logger?: Logger,
  guards: GatewayGuards = gatewayGuards(config),
): ApolloServer<GatewayContext> {
  const production = config.NODE_ENV === 'production';
  const limits = queryLimitProtection();
  const safelist = createSafelist(config, logger);
  return new ApolloServer<GatewayContext>({
    gateway: createGateway(config, logger),
    nodeEnv: config.NODE_ENV,
    introspection: config.GATEWAY_SANDBOX,
    // Removes "Did you mean ...?" from validation errors, which would reveal field names.
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    // CSRF prevention is Apollo Server's default; said here so nobody turns it off by accident.
    csrfPrevention: true,
    // Depth, cost, aliases, directives and tokens of a query (queryLimits.ts).
    validationRules: limits.validationRules,
    // The storefront's listed operations by id, and nothing else (safelist.ts).
    persistedQueries: safelist.persistedQueries,
    plugins: [
      ...limits.plugins,
      safelist.plugin,
      partnerCostPlugin<GatewayContext>(guards.budgets, queryCostMeter()),
      echoRequestId,
      shopSessionPlugin,
      ...(logger ? [operationLogPlugin(logger)] : []),
      ...apolloReportingPlugins(config.APOLLO_REPORTING),
      ...(config.GATEWAY_RESPONSE_CACHE ? [responseCachePlugin<GatewayContext>(guards.shared)] : []),
      config.GATEWAY_SANDBOX
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
    ...(logger ? { logger } : {}),
  });
}

/**
 * Starts the gateway on GATEWAY_PORT (0 in tests) with /graphql and /health; with REDIS_URL its rate-limit
 * counters and cached answers are shared with every other replica on that Redis.
 */
export async function serveGateway(config: GatewayConfig, logger?: Logger): Promise<RunningService> {
  const shared = await openSharedState(config.REDIS_URL, logger);
  try {
    const guards = gatewayGuards(config, shared);
    const running = await serveGraphQL({
      name: 'gateway',
      server: createServer(config, logger, guards),
      guard: partnerGuard(guards.partners, guards.budgets),
      context: async ({ req, res }) => ({
        ...createGatewayContext(req.headers, {
          address: req.socket.remoteAddress,
          trusted: config.GATEWAY_TRUSTED_PEERS,
        }),
        partner: partnerOfRequest(res),
      }),
      port: config.GATEWAY_PORT,
      portVariable: 'GATEWAY_PORT',
      ...(logger ? { logger } : {}),
    });
    return {
      ...running,
      close: async () => {
        await running.close();
        await shared.close();
      },
    };
  } catch (error) {
    await shared.close();
    throw error;
  }
}
