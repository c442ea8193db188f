/**
 * `npm start`: the whole shop on this machine, from a fresh clone.
 *   1. generated code (resolver types, React hooks) when missing or older than the schemas
 *   2. demo data when absent (DEMO_DATA_DIR, DEMO_PRODUCTS: default 2000)
 *   3. the web app's production build when missing or older than its sources
 *   4. every service as its own process, in order (upstreams, subgraphs, gateway, web), each waited for
 *      until healthy, on the default ports of ARCHITECTURE.md or the *_PORT variables
 *   5. a service that dies is started again (back-off from 250 ms; given up after 5 restarts within a minute)
 * Ctrl-C stops them all. LOG_LEVEL (default warn) sets how much the services log. The shop's own services run
 * with NODE_ENV=production, the gateway's Sandbox kept on (localShopEnvironment).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_STATE_DIR,
  LaunchError,
  REPO_ROOT,
  SERVICES,
  SUBGRAPH_NAMES,
  subgraphSdlPath,
  launchStack,
  localShopEnvironment,
  portsFromEnvironment,
  type Ports,
  type RunningStack,
} from '@shop/stack';

const startedAt = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const repo = (...parts: string[]) => path.join(REPO_ROOT, ...parts);
const displayPath = (file: string) =>
  file.startsWith(REPO_ROOT + path.sep) ? path.relative(REPO_ROOT, file) : file;

let shuttingDown = false;
let stack: RunningStack | undefined;

async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const since = Date.now();
  console.log(`\n▶ ${title}`);
  const result = await work();
  console.log(`✓ ${title} (${seconds(since)})`);
  return result;
}

function skip(title: string, reason: string): void {
  console.log(`✓ ${title}: ${reason}`);
}

/** Runs an npm script in the foreground, its output on this terminal. */
function npm(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new LaunchError(`\`npm ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

/** Files under `dir` (recursively) whose name passes `keep`; generated output and dependencies excluded. */
function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const mtime = (file: string) => statSync(file).mtimeMs;

/** Why `outputs` must be (re)built from `inputs`, or null when every output exists and is newer than every input. */
function staleness(outputs: string[], inputs: string[]): string | null {
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${displayPath(missing)} is missing`;
  const oldestOutput = Math.min(...outputs.map(mtime));
  const newer = inputs.find((file) => existsSync(file) && mtime(file) > oldestOutput);
  return newer ? `${displayPath(newer)} changed` : null;
}

function codegenFiles(): { outputs: string[]; inputs: string[] } {
  const operations = filesUnder(repo('web/src'), (name) => name.endsWith('.graphql'));
  const outputs = [
    ...SUBGRAPH_NAMES.map((name) => repo('subgraphs', name, 'src/generated/graphql.ts')),
    repo('web/src/shared/graphql/types.generated.ts'),
    ...operations.map((file) => file.replace(/\.graphql$/, '.generated.ts')),
    repo('web/src/shared/graphql/persistedQueryIds.generated.json'),
  ];
  const inputs = [
    repo('codegen.ts'),
    repo('schema/api.graphql'),
    ...SUBGRAPH_NAMES.flatMap((name) => [
      repo(subgraphSdlPath(name)),
      repo('subgraphs', name, 'codegen.mappers.json'),
    ]),
    ...operations,
  ];
  return { outputs, inputs };
}

async function generateCode(): Promise<void> {
  await npm(['run', 'codegen', '--', '--errors-only']);
  // Codegen leaves a file it would write unchanged untouched; mark every output as built from today's inputs.
  const now = new Date();
  for (const file of codegenFiles().outputs) if (existsSync(file)) utimesSync(file, now, now);
}

function webBuildStaleness(): string | null {
  const notATest = (name: string) => !/\.test\.[jt]sx?$/.test(name);
  const inputs = [
    ...filesUnder(repo('web/src'), notATest),
    ...filesUnder(repo('web/public')),
    repo('web/index.html'),
    repo('web/vite.config.ts'),
    repo('web/lingui.config.ts'),
  ];
  // The browser's files, the server render and the list of their operations the gateway answers (issue 23) are
  // built together; any missing means a build.
  return staleness(
    [
      repo('web/dist/index.html'),
      repo('web/dist/server/entry-server.js'),
      repo('web/dist/persisted-query-manifest.json'),
    ],
    inputs,
  );
}

function positiveInteger(variable: string): number | undefined {
  const raw = process.env[variable]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new LaunchError(`${variable}=${JSON.stringify(raw)} is not a whole number above 0.`);
  return Number(raw);
}

function printUrls(ports: Ports): void {
  const local = (port: number, suffix: string) => `http://localhost:${port}${suffix}`;
  const rows: [string, string][] = [
    ['storefront', local(ports.web, '/nl-be/')],
    ['GraphQL + Sandbox', local(ports.gateway, '/graphql')],
    ...SERVICES.filter((s) => s.name !== 'web' && s.name !== 'gateway').map((s): [string, string] => [
      s.title,
      local(ports[s.name], s.endpoint),
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nThe shop is running on Node ${process.versions.node} (ready in ${seconds(startedAt)}):\n`);
  for (const [label, url] of rows) console.log(`  ${label.padEnd(width)}  ${url}`);
  console.log('\nPress Ctrl-C to stop every service.\n');
}

async function shutDown(exitCode: number): Promise<never> {
  shuttingDown = true;
  if (stack) {
    console.log('\nStopping the shop...');
    await stack.stop();
    console.log('Stopped.');
  }
  process.exit(exitCode);
}

function onSignal(): void {
  // Ctrl-C reaches the services too (same process group); stop() makes sure, in reverse order.
  if (stack) {
    if (!shuttingDown) void shutDown(0);
  } else if (shuttingDown) {
    process.exit(1); // a second Ctrl-C while a step is still running: do not wait for it
  } else {
    shuttingDown = true; // still starting: main() stops what it started once the running step returns
  }
}

async function main(): Promise<void> {
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // Checked first, so a wrong variable fails in a second, not after a build.
  const ports = portsFromEnvironment(process.env);
  const products = positiveInteger('DEMO_PRODUCTS');
  const dataDir = process.env.DEMO_DATA_DIR ? path.resolve(process.env.DEMO_DATA_DIR) : DEFAULT_DATA_DIR;
  const stateDir = process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR) : DEFAULT_STATE_DIR;

  const { outputs, inputs } = codegenFiles();
  const codegen = staleness(outputs, inputs);
  if (codegen) await step(`Generating code (${codegen})`, generateCode);
  else skip('Generated code', 'up to date');
  if (shuttingDown) return shutDown(0);

  await step(`Demo data in ${displayPath(dataDir)} (generated when absent)`, async () => {
    // The generator lives in upstreams/ (never imported by product code); its default is 2000 products.
    const { ensureDemoData, DemoDataOptionsError } = await import('../upstreams/src/generate/index.ts');
    const manifest = await ensureDemoData({ out: dataDir, ...(products ? { products } : {}) }).catch(
      (error: unknown) => {
        throw error instanceof DemoDataOptionsError
          ? new LaunchError(`${error.message} (DEMO_DATA_DIR, DEMO_PRODUCTS)`)
          : error;
      },
    );
    console.log(
      `  ${manifest.products} products, seed ${manifest.seed}, data set version ${manifest.version}`,
    );
  });
  if (shuttingDown) return shutDown(0);

  const web = webBuildStaleness();
  if (web) await step(`Building the web app (${web})`, () => npm(['run', 'build', '-w', '@shop/web']));
  else skip('Web app build', 'up to date');
  if (shuttingDown) return shutDown(0);

  stack = await step('Starting the services', () =>
    launchStack({
      ports,
      dataDir,
      stateDir,
      output: 'inherit',
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      // The shop as production serves it (issue 20); a NODE_ENV or GATEWAY_SANDBOX of the caller's wins.
      serviceEnv: (service) =>
        Object.fromEntries(
          Object.entries(localShopEnvironment(service)).filter(([name]) => process.env[name] === undefined),
        ),
      onHealthy: (service, ms) => console.log(`  ${service.title} healthy (${(ms / 1000).toFixed(1)} s)`),
      // A service that dies is started again, the others serving meanwhile (RESTART_POLICY of @shop/service).
      restart: true,
      onRestarting: (service, death) => {
        // Give a Ctrl-C that reached the service first a moment to be seen here.
        setTimeout(() => {
          if (shuttingDown) return;
          console.error(
            `\n${service.title} stopped (${death.signal ?? `exit code ${death.code}`}); restarting in ${death.delayMs} ms`,
          );
        }, 100);
      },
      onRestarted: (service, ms) => {
        if (!shuttingDown) console.log(`${service.title} is back (${(ms / 1000).toFixed(1)} s)`);
      },
      onGaveUp: (service, death) => {
        if (shuttingDown) return;
        console.error(
          `\n${service.title} stopped (${death.signal ?? `exit code ${death.code}`}) after ${death.restartsInWindow} restarts within a minute; it stays down (the rest of the shop keeps running). Read its log above, then restart the shop with Ctrl-C and npm start.`,
        );
      },
    }),
  );
  if (shuttingDown) return shutDown(0);
  printUrls(stack.ports);
}

main().catch((error: unknown) => {
  if (shuttingDown) process.exit(0);
  // A LaunchError is a message for the person at the terminal (port in use, bad variable): no stack trace.
  if (error instanceof LaunchError) console.error(`\n${error.message}`);
  else console.error(error);
  process.exit(1);
});
