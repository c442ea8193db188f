import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MissingBuildError } from './app';

/**
 * Issue 23: `npm test` rebuilds web/dist under a running shop, whose server then failed on every page while the
 * build had removed the files it imports. So the server serves a copy of the build taken when it starts,
 * which nothing else writes: web/.serving/<pid of the server>/. The copy lives inside web/ so that the server
 * render's bare imports ('react') resolve through the same node_modules as web/dist's.
 */
export const SERVING_DIR = '.serving';

/** The copy the server with process id `pid` serves (a cluster's workers serve their primary's). */
export const servingCopyDir = (webDir: string, pid: number) => path.join(webDir, SERVING_DIR, String(pid));

export interface ServingCopy {
  dir: string;
  /** Removes the copy (the server calls it as it exits). */
  remove(): void;
}

/**
 * Copies web/dist to the server's own directory, after removing the copies of servers that are gone (a
 * killed server cannot remove its own). The copy is written beside and renamed into place, so it is whole.
 */
export function takeServingCopy(webDir: string, pid: number = process.pid): ServingCopy {
  const dist = path.join(webDir, 'dist');
  for (const file of ['index.html', path.join('server', 'entry-server.js')]) {
    if (!existsSync(path.join(dist, file)))
      throw new MissingBuildError(
        `The storefront is not built: ${path.join(dist, file)} is missing. Run npm run build -w @shop/web first.`,
      );
  }
  removeCopiesOfStoppedServers(path.join(webDir, SERVING_DIR));
  const dir = servingCopyDir(webDir, pid);
  const partial = `${dir}.partial`;
  for (const stale of [dir, partial]) rmSync(stale, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true });
  renameSync(partial, dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function removeCopiesOfStoppedServers(root: string): void {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root)) {
    const pid = Number.parseInt(entry, 10);
    if (Number.isInteger(pid) && !isRunning(pid))
      rmSync(path.join(root, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
