/**
 * npm run bench:offline: restoring the persisted cache of 1 MB and 5 MB in Debian's Chromium (issue 24).
 * - builds bench/src/offlineRestorePage with the shop's own build settings (web/vite.config.ts), so the page runs
 *   the shop's restore path as shipped (createApolloClient, the storage wrapper, idb-keyval);
 * - serves it on a free local port, stores a persisted copy of each size in IndexedDB, then measures in turn a raw
 *   read (IndexedDB get and JSON.parse), the shop's restore of the same copy, and the restore's steps one by one;
 * - writes bench/results/offline-restore.md. BENCH_RUNS: runs of each measurement (default 101).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, ensureChromium } from '@shop/stack';
import {
  BENCH_SIZES,
  persistedCacheOfSize,
  renderRestoreReport,
  restoreRow,
  type RestoreSamples,
} from './offlineRestore';
import { writeResults } from './writeResults';

/** Runs of each measurement (BENCH_RUNS): a run takes milliseconds, and the medians of 101 move less than of 31. */
const RUNS = Number(process.env.BENCH_RUNS ?? 101);
const WARMUP = 2;

interface RestorePhases {
  storageGet: number;
  parse: number;
  cacheRestore: number;
}

interface RestoreRun {
  ms: number;
  entities: number;
  disabled: boolean;
}

function buildPage(outDir: string): void {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      path.join(REPO_ROOT, 'bench', 'src', 'offlineRestorePage'),
      '--config',
      path.join(REPO_ROOT, 'web', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // The shop's Lingui configuration is found from web/.
    { cwd: path.join(REPO_ROOT, 'web'), stdio: 'inherit' },
  );
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The built page on a free port of this machine (IndexedDB needs an origin). */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const file = path.join(dir, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
    const name = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    readFile(name).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The page server has no port.');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

async function measureSize(page: Page, label: string, characters: number): Promise<RestoreSamples> {
  const text = persistedCacheOfSize(characters);
  await page.evaluate(
    (value) =>
      (
        globalThis as unknown as { offlineRestoreBench: { store(text: string): Promise<void> } }
      ).offlineRestoreBench.store(value),
    text,
  );
  const samples: RestoreSamples = {
    label,
    characters: text.length,
    entities: 0,
    rawRead: [],
    restore: [],
    restoresGivenUp: 0,
    phases: { storageGet: [], parse: [], cacheRestore: [] },
  };
  const steps = ['rawRead', 'restore', 'restorePhases'] as const;
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    // The order rotates, so none always runs first or last; each starts after a garbage collection, so none
    // pays for the garbage the one before it left.
    const results: Partial<Record<(typeof steps)[number], unknown>> = {};
    for (let step = 0; step < steps.length; step += 1) {
      const name = steps[(run + step) % steps.length]!;
      await page.evaluate('globalThis.gc()');
      results[name] = await page.evaluate(`offlineRestoreBench.${name}()`);
    }
    if (run < WARMUP) continue;
    const raw = results.rawRead as RestoreRun;
    const restored = results.restore as RestoreRun;
    const phases = results.restorePhases as RestorePhases;
    samples.entities = raw.entities;
    samples.rawRead.push(raw.ms);
    samples.restore.push(restored.ms);
    if (restored.disabled || restored.entities < raw.entities) samples.restoresGivenUp += 1;
    samples.phases.storageGet.push(phases.storageGet);
    samples.phases.parse.push(phases.parse);
    samples.phases.cacheRestore.push(phases.cacheRestore);
  }
  return samples;
}

async function main(): Promise<void> {
  ensureChromium();
  const outDir = await mkdtemp(path.join(tmpdir(), 'offline-restore-'));
  buildPage(outDir);
  const { server, url } = await serve(outDir);
  // gc() lets the run start each measurement on a collected heap.
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => 'offlineRestoreBench' in globalThis);
    const rows = [];
    for (const size of BENCH_SIZES)
      rows.push(restoreRow(await measureSize(page, size.label, size.characters)));
    const chromium = `Chromium ${(await browser.version()).split('/')[1] ?? ''}`;
    const environment = [
      `${chromium} (headless)`,
      `${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} at the end of the run)`,
      `${RUNS} runs of each after ${WARMUP} unmeasured`,
      new Date().toISOString().slice(0, 10),
    ].join(', ');
    const report = renderRestoreReport(rows, environment);
    console.log(report);
    console.log(await writeResults(REPO_ROOT, { 'offline-restore.md': report }));
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
