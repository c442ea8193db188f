/**
 * npm run demo-data -- [--products 2000] [--seed 20261122] [--today YYYY-MM-DD] [--out <dir>]
 * Writes a demo data set (default out: $DEMO_DATA_DIR, else <repo>/.data/demo) and prints what it
 * wrote and how long it took.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '@shop/stack';
import {
  DEFAULT_PRODUCTS,
  DEFAULT_SEED,
  DEFAULT_TODAY,
  DemoDataOptionsError,
  generateDemoData,
} from './generate';

const USAGE = 'Usage: npm run demo-data -- [--products <n>] [--seed <n>] [--today YYYY-MM-DD] [--out <dir>]';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value))
    throw new DemoDataOptionsError(`--${name} must be a whole number, got '${value}'`);
  return Number(value);
}

async function filesIn(dir: string): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const sized = await Promise.all(
    files.map(async (file) => ({ file: path.relative(dir, file), bytes: (await stat(file)).size })),
  );
  return sized.sort((a, b) => a.file.localeCompare(b.file));
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // npm runs the script in upstreams/; a relative --out means relative to where the command was typed.
  const out = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    values.out ?? process.env.DEMO_DATA_DIR ?? DEFAULT_DATA_DIR,
  );
  const products = wholeNumber('products', values.products, DEFAULT_PRODUCTS);
  const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);
  const today = values.today ?? DEFAULT_TODAY;

  const started = process.hrtime.bigint();
  const manifest = await generateDemoData({ out, products, seed, today });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const files = await filesIn(out);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `Demo data: ${manifest.products} products, seed ${manifest.seed}, today ${today}, indexes ${manifest.indexes.join(', ')}`,
  );
  for (const { file, bytes } of files) console.log(`  ${file.padEnd(32)} ${size(bytes).padStart(9)}`);
  console.log(`Wrote ${files.length} files (${size(total)}) to ${out} in ${seconds.toFixed(1)} s`);
}

main().catch((error: unknown) => {
  if (
    error instanceof DemoDataOptionsError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`${error.message}\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
