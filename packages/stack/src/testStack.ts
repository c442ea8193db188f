import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts, launchStack, type LaunchOptions, type RunningStack } from './launcher';
import { REPO_ROOT } from './services';

/**
 * The test harness: generates a small demo data set into a temp dir (through the generator's CLI, so this
 * package depends on no service's code), then starts the chosen services on free ports. `stop()` stops
 * them and removes the temp dirs.
 */
export interface TestStackOptions extends Pick<
  LaunchOptions,
  'only' | 'env' | 'healthTimeoutMs' | 'restart' | 'onRestarting' | 'onRestarted' | 'onGaveUp'
> {
  /**
   * Processes of the web server and of the gateway (WEB_WORKERS, GATEWAY_WORKERS): 1 by default, which
   * leaves the machine's cores to the tests; npm start runs one per core.
   */
  workers?: number;
  /** Number of demo products (default 120). */
  products?: number;
  seed?: number;
  /**
   * Changes the generated data before the services read it, for a case the demo world never has (a name on
   * a product that the authors directory does not hold, say).
   */
  prepareData?: (dataDir: string) => Promise<void>;
}

export interface TestStack extends RunningStack {
  dataDir: string;
  stateDir: string;
}

export async function generateDemoDataProcess(out: string, products: number, seed?: number): Promise<void> {
  const args = ['--import', 'tsx', 'src/generate/cli.ts', '--out', out, '--products', String(products)];
  if (seed !== undefined) args.push('--seed', String(seed));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(REPO_ROOT, 'upstreams'),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo data generation failed (${code}):\n${stderr}`)),
    );
  });
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const dataDir = path.join(root, 'demo');
  const stateDir = path.join(root, 'state');
  try {
    await generateDemoDataProcess(dataDir, options.products ?? 120, options.seed);
    await options.prepareData?.(dataDir);
    const stack = await launchStack({
      only: options.only,
      ports: await freePorts(),
      dataDir,
      stateDir,
      env: {
        LOG_LEVEL: 'warn',
        WEB_WORKERS: String(options.workers ?? 1),
        GATEWAY_WORKERS: String(options.workers ?? 1),
        ...options.env,
      },
      healthTimeoutMs: options.healthTimeoutMs,
      restart: options.restart,
      onRestarting: options.onRestarting,
      onRestarted: options.onRestarted,
      onGaveUp: options.onGaveUp,
    });
    return {
      ...stack,
      dataDir,
      stateDir,
      stop: async () => {
        await stack.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
