import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';

/**
 * Apollo Server reports usage and schemas to Apollo when APOLLO_KEY and APOLLO_GRAPH_REF (or
 * APOLLO_SCHEMA_REPORTING) are in its environment. Nothing leaves the shop unasked (ARCHITECTURE): every
 * server of the shop, the gateway and the four subgraphs, switches both off explicitly, so a key left in an
 * environment sends nothing; only the gateway's operator may opt in (APOLLO_REPORTING=true).
 */
export function apolloReportingPlugins(optIn = false): ApolloServerPlugin[] {
  return optIn
    ? []
    : [ApolloServerPluginUsageReportingDisabled(), ApolloServerPluginSchemaReportingDisabled()];
}
