/**
 * Nothing leaves the shop unasked (ARCHITECTURE, rules of the house). @apollo/gateway 2.x, when it is
 * constructed, builds an OpenTelemetry exporter that sends usage data to Apollo and runs the AWS, GCP, Azure
 * and Alibaba resource detectors, which probe cloud metadata addresses (169.254.169.254, 100.100.100.200),
 * unless APOLLO_TELEMETRY_DISABLED is 'true' (read in ApolloGateway's constructor). Apollo Server reports
 * usage and schemas when APOLLO_KEY and APOLLO_GRAPH_REF are in the environment. For a shop that sells to
 * families and schools, all of that is data leaving without consent: off unless the operator opts in with
 * APOLLO_REPORTING=true.
 *
 * Call before `new ApolloGateway(...)`; it changes this process's environment, which is where the gateway
 * library reads its switch. Apollo Server's own reporting is switched off by `apolloReportingPlugins`
 * (@shop/service), in every server of the shop.
 */
export function keepReportsHome(apolloReporting: boolean, env: NodeJS.ProcessEnv = process.env): void {
  if (!apolloReporting) env.APOLLO_TELEMETRY_DISABLED = 'true';
}
