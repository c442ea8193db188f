/**
 * Writes benchmark results under bench/results and formats them with the repository's Prettier,
 * because `npm test` checks the formatting of every committed file, results included.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeResults(repoRoot: string, files: Record<string, string>): Promise<string[]> {
  const dir = path.join(repoRoot, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const written = Object.keys(files).map((name) => path.join(dir, name));
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
  execFileSync('npx', ['prettier', '--write', ...written], { cwd: repoRoot, stdio: 'ignore' });
  return written.map((file) => path.relative(repoRoot, file));
}
