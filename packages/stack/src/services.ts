import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (this file is packages/stack/src/services.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'demo');
export const DEFAULT_STATE_DIR = path.join(REPO_ROOT, '.data', 'state');

export type ServiceName =
  | 'commerce'
  | 'reading'
  | 'contentService'
  | 'digital'
  | 'catalog'
  | 'cart'
  | 'classreading'
  | 'content'
  | 'gateway'
  | 'web';

export interface ServiceDefinition {
  name: ServiceName;
  title: string;
  /** Package directory, relative to the repository root. */
  dir: string;
  /** Entry file, relative to the package directory. */
  entry: string;
  portVariable: string;
  defaultPort: number;
  /** Path appended to the base URL to reach the service's main endpoint. */
  endpoint: string;
  /**
   * Start tier: the services of one tier start together, once every service of the tiers before is
   * healthy (0 upstreams, 1 subgraphs, 2 gateway, 3 web).
   */
  tier: 0 | 1 | 2 | 3;
  /** Node options of the service's process (before the entry file). */
  nodeOptions?: readonly string[];
}

/**
 * The catalog's heap limit. Without one V8 lets the heap grow far past what is live before it collects:
 * at 100,000 products the catalog's peak RSS reached 1.1 GB while its live heap stays under 300 MB
 * (it ran with a 300 MB limit, same speed). 512 MB leaves room for larger catalogues and keeps the
 * process under the 1 GB budget of the catalogue issue.
 */
export const CATALOG_HEAP_LIMIT_MB = 512;

/**
 * The subgraphs: the one list the launcher, `npm run compose`, codegen, the gateway's config and each
 * subgraph's own config and boot read. A subgraph `<name>` lives in subgraphs/<name>/ with its SDL in
 * subgraphs/<name>/schema.graphql; the gateway finds it at its URL variable, by default
 * http://127.0.0.1:<defaultPort>/graphql. The name is the one the supergraph records.
 */
export const SUBGRAPHS = {
  catalog: {
    title: 'catalog subgraph',
    portVariable: 'CATALOG_PORT',
    defaultPort: 4001,
    urlVariable: 'CATALOG_URL',
    nodeOptions: [`--max-old-space-size=${CATALOG_HEAP_LIMIT_MB}`],
  },
  cart: { title: 'cart subgraph', portVariable: 'CART_PORT', defaultPort: 4002, urlVariable: 'CART_URL' },
  classreading: {
    title: 'classreading subgraph',
    portVariable: 'CLASSREADING_PORT',
    defaultPort: 4003,
    urlVariable: 'CLASSREADING_URL',
  },
  content: {
    title: 'content subgraph',
    portVariable: 'CONTENT_PORT',
    defaultPort: 4004,
    urlVariable: 'CONTENT_URL',
  },
} as const satisfies Record<
  string,
  Pick<ServiceDefinition, 'title' | 'portVariable' | 'defaultPort' | 'nodeOptions'> & { urlVariable: string }
>;

export type SubgraphName = keyof typeof SUBGRAPHS;

/** The subgraphs in the order of SUBGRAPHS (the order of compose and codegen). */
export const SUBGRAPH_NAMES = Object.keys(SUBGRAPHS) as SubgraphName[];

/** The SDL of a subgraph, relative to the repository root. */
export const subgraphSdlPath = (name: SubgraphName) => `subgraphs/${name}/schema.graphql`;

/** Where a subgraph answers on this machine: its GraphQL endpoint at `port` (its default port if left out). */
export const localSubgraphUrl = (name: SubgraphName, port: number = SUBGRAPHS[name].defaultPort) =>
  `http://127.0.0.1:${port}/graphql`;

/** In start order: upstreams, subgraphs, gateway, web (ARCHITECTURE: default ports). */
export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'commerce',
    title: 'commerce platform (vue-storefront-api)',
    dir: 'upstreams',
    entry: 'src/commerce/index.ts',
    portVariable: 'COMMERCE_PORT',
    defaultPort: 4101,
    endpoint: '/api',
    tier: 0,
  },
  {
    name: 'reading',
    title: 'reading-programme API',
    dir: 'upstreams',
    entry: 'src/reading/index.ts',
    portVariable: 'READING_PORT',
    defaultPort: 4102,
    endpoint: '',
    tier: 0,
  },
  {
    name: 'contentService',
    title: 'content, authors and content search',
    dir: 'upstreams',
    entry: 'src/content/index.ts',
    portVariable: 'CONTENT_SERVICE_PORT',
    defaultPort: 4103,
    endpoint: '',
    tier: 0,
  },
  {
    name: 'digital',
    title: 'digital products service',
    dir: 'upstreams',
    entry: 'src/digital/index.ts',
    portVariable: 'DIGITAL_PORT',
    defaultPort: 4104,
    endpoint: '',
    tier: 0,
  },
  ...SUBGRAPH_NAMES.map((name): ServiceDefinition => ({
    name,
    ...SUBGRAPHS[name],
    dir: `subgraphs/${name}`,
    entry: 'src/index.ts',
    endpoint: '/graphql',
    tier: 1,
  })),
  {
    name: 'gateway',
    title: 'gateway',
    dir: 'gateway',
    entry: 'src/index.ts',
    portVariable: 'GATEWAY_PORT',
    defaultPort: 4000,
    endpoint: '/graphql',
    tier: 2,
  },
  {
    name: 'web',
    title: 'storefront',
    dir: 'web',
    entry: 'server/index.ts',
    portVariable: 'WEB_PORT',
    defaultPort: 3000,
    endpoint: '/',
    tier: 3,
  },
];

export type Ports = Record<ServiceName, number>;

export const DEFAULT_PORTS = Object.fromEntries(SERVICES.map((s) => [s.name, s.defaultPort])) as Ports;

/**
 * The environment each service reads, derived from the ports: how services find each other and the data.
 * These are the same variables a deployment sets to point a subgraph at a real upstream.
 */
export function stackEnvironment(
  ports: Ports,
  dirs: { dataDir: string; stateDir: string },
): Record<string, string> {
  const local = (port: number, suffix = '') => `http://127.0.0.1:${port}${suffix}`;
  // Where browsers reach the digital products service's reader: every embed code frames it, the reading
  // programme's too.
  const readerUrl = `http://localhost:${ports.digital}`;
  return {
    ...Object.fromEntries(SERVICES.map((s) => [s.portVariable, String(ports[s.name])])),
    DEMO_DATA_DIR: dirs.dataDir,
    STATE_DIR: dirs.stateDir,
    CATALOG_DATA_DIR: path.join(dirs.dataDir, 'catalog'),
    COMMERCE_API_URL: local(ports.commerce),
    READING_API_URL: local(ports.reading),
    DIGITAL_PRODUCTS_API_URL: local(ports.digital),
    DIGITAL_PUBLIC_URL: readerUrl,
    READING_READER_URL: readerUrl,
    CONTENT_API_URL: local(ports.contentService, '/content'),
    AUTHORS_API_URL: local(ports.contentService, '/authors'),
    CONTENT_SEARCH_API_URL: local(ports.contentService, '/content-search'),
    ...Object.fromEntries(
      SUBGRAPH_NAMES.map((name) => [SUBGRAPHS[name].urlVariable, localSubgraphUrl(name, ports[name])]),
    ),
    GATEWAY_URL: local(ports.gateway, '/graphql'),
    // The storefront the commerce platform's mails link to (the reset password link).
    SHOP_URL: `http://localhost:${ports.web}`,
  };
}

/**
 * What `npm start` gives each service besides stackEnvironment (issue 20: the local shop served as production
 * serves it). The shop's own services run with NODE_ENV=production (React's production build in the web
 * server; no stack traces or field suggestions from the gateway), and the gateway keeps the Apollo Sandbox,
 * introspection and the demo partner key for developers through their own switches. The upstream stand-ins stay in development: there they
 * show the mails they would send and the payments the simulator took, and accept their development secret.
 */
export function localShopEnvironment(service: ServiceDefinition): Record<string, string> {
  if (service.tier === 0) return {};
  return {
    NODE_ENV: 'production',
    // The Sandbox for developers, and the README's demo partner key (issue 23) for trying the API.
    ...(service.name === 'gateway' ? { GATEWAY_SANDBOX: 'true', GATEWAY_DEMO_PARTNER: 'true' } : {}),
  };
}
